/** Entry point: wires the router, language and socket, then renders the app. */
import './session/no-eval';
import { render } from 'preact';
import { syncDocumentLanguage } from './i18n';
import { interceptLinks } from './router/router';
import { loadServerGames } from './session/games';
import { ensureConnected } from './session/socket';
import { App } from './shell/App';
import './styles/base.css';
import './styles/shell.css';
import './styles/forms.css';
import './styles/lobby.css';
import './styles/match.css';

const root = document.getElementById('app')!;
syncDocumentLanguage();
interceptLinks(document.body);
ensureConnected();
void loadServerGames();
render(<App />, root);
