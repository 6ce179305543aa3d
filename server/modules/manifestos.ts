// Every server module's manifest, one line per module: THE list the app registers its plugins from
// (app.ts), the permission catalogue and the seeded funções are built from (shared/permissoes.ts),
// drizzle's schema and the migration runner read (db/client.ts, db/migrations/index.ts) and the demo
// seed runs (db/seed/demo.ts). Its order is the routes' registration order (which is the OpenAPI
// document's path order), the demo steps' order and, inside an area, the catalogue's order.
// A manifest imports its plugins lazily (server/shared/modulo.ts says why).
import { manifesto as health } from './health/manifesto';
import { manifesto as auth } from './auth/manifesto';
import { manifesto as cadastros } from './cadastros/manifesto';
import { manifesto as aprendizes } from './aprendizes/manifesto';
import { manifesto as usuarios } from './usuarios/manifesto';
import { manifesto as funcoes } from './funcoes/manifesto';
import { manifesto as auditoria } from './auditoria/manifesto';
import { manifesto as parceiros } from './parceiros/manifesto';
import { manifesto as educadores } from './educadores/manifesto';
import { manifesto as turmas } from './turmas/manifesto';
import { manifesto as alocacoes } from './alocacoes/manifesto';
import { manifesto as curriculo } from './curriculo/manifesto';
import { manifesto as contratos } from './contratos/manifesto';
import { manifesto as lgpd } from './lgpd/manifesto';
import { manifesto as salariosMinimos } from './salarios-minimos/manifesto';
import { manifesto as emails } from './emails/manifesto';
import { manifesto as relatorios } from './relatorios/manifesto';
import { manifesto as estatisticas } from './estatisticas/manifesto';
import { manifesto as vagas } from './vagas/manifesto';
import { manifesto as feriados } from './feriados/manifesto';
import { manifesto as frequencia } from './frequencia/manifesto';
import { manifesto as avaliacoes } from './avaliacoes/manifesto';
import { manifesto as beneficios } from './beneficios/manifesto';
import { manifesto as busca } from './busca/manifesto';
import { manifesto as importacao } from './importacao/manifesto';
import { manifesto as documentos } from './documentos/manifesto';
import { manifesto as portal } from './portal/manifesto';

export const MODULOS = [
  health,
  auth,
  cadastros,
  aprendizes,
  usuarios,
  funcoes,
  auditoria,
  parceiros,
  educadores,
  turmas,
  alocacoes,
  curriculo,
  contratos,
  lgpd,
  salariosMinimos,
  emails,
  relatorios,
  estatisticas,
  vagas,
  feriados,
  frequencia,
  avaliacoes,
  beneficios,
  busca,
  importacao,
  documentos,
  portal,
] as const;
