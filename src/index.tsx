// Entry point: build the app and render it into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { criarApp } from './app/criarApp';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root não encontrado em index.html.');

const app = criarApp();
createRoot(raiz).render(
  <StrictMode>
    <App router={app.router} store={app.store} />
  </StrictMode>,
);
