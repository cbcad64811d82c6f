import { usePostgres } from '../../../test/pg-cluster';
import { PostgresStore } from './postgres';
import { storeContract } from './store-contract';

const postgres = usePostgres();

storeContract('PostgreSQL', {
  place: () => postgres().database(),
  open: (url, { onFailure }) => PostgresStore.open(url, { onFailure }),
});
