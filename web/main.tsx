/**
 * Entry. The sign-in provider redirects its popup and its silent-renew frame back to
 * /auth/popup-callback and /auth/silent-callback: those windows only hand the answer to the app
 * and never render it.
 */
import './styles.css';
import { POPUP_CALLBACK_PATH, SILENT_CALLBACK_PATH } from './auth/sign-in-interface.ts';

const path = window.location.pathname;

if (path === POPUP_CALLBACK_PATH || path === SILENT_CALLBACK_PATH) {
  void import('./auth/callback-page.ts').then(({ runCallback }) => runCallback(path));
} else {
  void import('./App.tsx').then(({ mountApp }) => mountApp(document.getElementById('root')!));
}
