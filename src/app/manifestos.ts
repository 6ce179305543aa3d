// Every feature's manifest, one line per domain: THE list the router, the menu, the breadcrumbs,
// the page titles and the browser suite's route list are derived from (navegacao.ts). Its order is
// the route table's (the palette lists screens in it). Loaded as a chunk with the layout, never by
// /login: the manifests carry the screens' loaders and the menu's icons.
import type { ManifestoDaFeature } from '../shared/navigation';
import type { ManifestosRegistrados } from '../shared/navigation/manifesto';
import { manifesto as dashboard } from '../features/dashboard/manifesto';
import { manifesto as configuracoes } from '../features/configuracoes/manifesto';
import { manifesto as conta } from '../features/conta/manifesto';
import { manifesto as usuarios } from '../features/usuarios/manifesto';
import { manifesto as admin } from '../features/admin/manifesto';
import { manifesto as lgpd } from '../features/lgpd/manifesto';
import { manifesto as frequencia } from '../features/frequencia/manifesto';
import { manifesto as vagas } from '../features/vagas/manifesto';
import { manifesto as cadastros } from '../features/cadastros/manifesto';
import { manifesto as aprendizes } from '../features/aprendizes/manifesto';
import { manifesto as importacao } from '../features/importacao/manifesto';
import { manifesto as avaliacoes } from '../features/avaliacoes/manifesto';
import { manifesto as beneficios } from '../features/beneficios/manifesto';
import { manifesto as contratos } from '../features/contratos/manifesto';
import { manifesto as educadores } from '../features/educadores/manifesto';
import { manifesto as empresas } from '../features/empresas/manifesto';
import { manifesto as estatisticas } from '../features/estatisticas/manifesto';
import { manifesto as modulos } from '../features/modulos/manifesto';
import { manifesto as relatorios } from '../features/relatorios/manifesto';
import { manifesto as documentos } from '../features/documentos/manifesto';
import { manifesto as turmas } from '../features/turmas/manifesto';

// Keyed by ManifestosRegistrados, which every manifest joins beside itself: a feature with a
// manifest left out of this list does not compile.
const POR_FEATURE: ManifestosRegistrados = {
  dashboard,
  configuracoes,
  conta,
  usuarios,
  admin,
  lgpd,
  frequencia,
  vagas,
  cadastros,
  aprendizes,
  importacao,
  avaliacoes,
  beneficios,
  contratos,
  educadores,
  empresas,
  estatisticas,
  modulos,
  relatorios,
  documentos,
  turmas,
};

export const MANIFESTOS: readonly ManifestoDaFeature[] = Object.values(POR_FEATURE);
