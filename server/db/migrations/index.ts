// Every migration, in the order it must run. Append only: never edit or reorder a migration that
// has shipped; write a new one.
import * as fundacao from './0001_fundacao';
import * as aprendizes from './0002_aprendizes';
import * as turmasParceiros from './0003_turmas_parceiros';
import * as administracao from './0004_administracao';
import * as aprendizesListas from './0005_aprendizes_listas';
import * as curriculo from './0006_curriculo';
import * as contratos from './0007_contratos';
import * as frequencia from './0008_frequencia';
import * as bloqueioPorEmail from './0009_bloqueio_por_email';
import * as vagas from './0010_vagas';
import * as avaliacoes from './0011_avaliacoes';
import * as beneficios from './0012_beneficios';
import * as estatisticas from './0013_estatisticas';
import * as lgpd from './0014_lgpd';
import * as alertasFrequencia from './0016_alertas_frequencia';
import * as legislacaoAprendiz from './0017_legislacao_aprendiz';
import * as documentos from './0018_documentos';
import * as emails from './0019_emails';
import * as portalParceiros from './0020_portal_parceiros';
import * as responsavelEmail from './0021_responsavel_email';
import * as aprendizesKeyset from './0022_aprendizes_keyset';

export interface Migracao {
  nome: string;
  comandos: readonly string[];
}

export const migracoes: readonly Migracao[] = [
  fundacao,
  aprendizes,
  turmasParceiros,
  administracao,
  aprendizesListas,
  curriculo,
  contratos,
  frequencia,
  bloqueioPorEmail,
  vagas,
  avaliacoes,
  beneficios,
  estatisticas,
  lgpd,
  alertasFrequencia,
  legislacaoAprendiz,
  documentos,
  emails,
  portalParceiros,
  responsavelEmail,
  aprendizesKeyset,
];
