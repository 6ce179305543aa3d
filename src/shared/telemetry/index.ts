// The telemetry the app talks to: a tiny facade in the entry. The sender itself (telemetria.ts)
// is loaded in its own chunk, and only when a connection string was given at build time; calls
// made while it loads are queued, and calls without telemetry cost nothing.
import { connectionStringDoBuild } from './config';
import type { telemetria as Real } from './telemetria';

type Sender = typeof Real;
type Chamada = (t: Sender) => void;

let estado: 'desligada' | 'carregando' | 'ativa' = 'desligada';
let real: Sender | undefined;
let fila: Chamada[] = [];

function executar(chamada: Chamada): void {
  if (estado === 'ativa' && real) chamada(real);
  else if (estado === 'carregando' && fila.length < 100) fila.push(chamada);
}

export const telemetria = {
  iniciar(connectionString = connectionStringDoBuild()): void {
    if (!connectionString || estado !== 'desligada') return;
    estado = 'carregando';
    void import(/* webpackChunkName: "telemetria" */ './telemetria')
      .then(async (m) => {
        const ativa = await m.telemetria.iniciar(connectionString);
        const pendentes = fila;
        fila = [];
        if (!ativa) {
          estado = 'desligada';
          return;
        }
        real = m.telemetria;
        estado = 'ativa';
        for (const c of pendentes) c(m.telemetria);
      })
      .catch(() => {
        // Could not even load the sender: the app works the same without telemetry.
        estado = 'desligada';
        fila = [];
      });
  },
  paginaVista(pathname: string): void {
    executar((t) => {
      t.paginaVista(pathname);
    });
  },
  excecao(erro: unknown): void {
    executar((t) => {
      t.excecao(erro);
    });
  },
};
