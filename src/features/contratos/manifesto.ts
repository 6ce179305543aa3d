// The contratos feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import DescriptionIcon from '@mui/icons-material/Description';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import UpdateIcon from '@mui/icons-material/Update';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/contratos',
      titulo: 'Contratos',
      secao: 'Contratos',
      permissao: 'contratos:ler',
      tela: () =>
        import(/* webpackChunkName: "contratos" */ './ContratosScreen').then(
          (m) => m.ContratosScreen,
        ),
      menu: { grupo: 'Empresas e contratos', ordem: 40, icone: DescriptionIcon },
    },
    {
      path: '/contratos/novo',
      titulo: 'Novo contrato',
      secao: 'Contratos',
      permissao: 'contratos:escrever',
      tela: () =>
        import(/* webpackChunkName: "contrato-novo" */ './NovoContratoScreen').then(
          (m) => m.NovoContratoScreen,
        ),
    },
    {
      path: '/contratos/prorrogacoes',
      titulo: 'Prorrogações',
      secao: 'Contratos',
      permissao: 'contratos:ler',
      tela: () =>
        import(/* webpackChunkName: "contratos-prorrogacoes" */ './ProrrogacoesScreen').then(
          (m) => m.ProrrogacoesScreen,
        ),
      menu: { grupo: 'Empresas e contratos', ordem: 50, icone: UpdateIcon },
    },
    {
      path: '/contratos/rescisoes',
      titulo: 'Rescisões',
      secao: 'Contratos',
      permissao: 'contratos:ler',
      tela: () =>
        import(/* webpackChunkName: "contratos-rescisoes" */ './RescisoesScreen').then(
          (m) => m.RescisoesScreen,
        ),
      menu: { grupo: 'Empresas e contratos', ordem: 60, icone: EventBusyIcon },
    },
    {
      path: '/contratos/:id',
      titulo: 'Contrato',
      secao: 'Contratos',
      permissao: 'contratos:ler',
      tela: () =>
        import(/* webpackChunkName: "contrato" */ './ContratoDetalheScreen').then(
          (m) => m.ContratoDetalheScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    contratos: typeof manifesto;
  }
}
