// The beneficios feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import PaymentsIcon from '@mui/icons-material/Payments';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/beneficios',
      titulo: 'Benefícios',
      secao: 'Benefícios',
      permissao: 'beneficios:ler',
      tela: () =>
        import(/* webpackChunkName: "beneficios" */ './BeneficiosScreen').then(
          (m) => m.BeneficiosScreen,
        ),
      menu: { grupo: 'Benefícios', ordem: 10, icone: VolunteerActivismIcon, rotulo: 'Visão geral' },
    },
    {
      path: '/beneficios/pagamentos',
      titulo: 'Pagamentos',
      secao: 'Benefícios',
      permissao: 'beneficios:ler',
      tela: () =>
        import(/* webpackChunkName: "beneficios-pagamentos" */ './PagamentosScreen').then(
          (m) => m.PagamentosScreen,
        ),
      menu: { grupo: 'Benefícios', ordem: 40, icone: PaymentsIcon },
    },
    {
      path: '/beneficios/relatorios',
      titulo: 'Relatórios de benefícios',
      secao: 'Benefícios',
      permissao: 'beneficios:ler',
      tela: () =>
        import(/* webpackChunkName: "beneficios-relatorios" */ './RelatoriosScreen').then(
          (m) => m.RelatoriosScreen,
        ),
    },
    {
      path: '/beneficios/vale-alimentacao',
      titulo: 'Vale-alimentação',
      secao: 'Benefícios',
      permissao: 'beneficios:ler',
      tela: () =>
        import(
          /* webpackChunkName: "beneficios-vale-alimentacao" */ './ValeAlimentacaoScreen'
        ).then((m) => m.ValeAlimentacaoScreen),
      menu: { grupo: 'Benefícios', ordem: 30, icone: RestaurantIcon },
    },
    {
      path: '/beneficios/vale-transporte',
      titulo: 'Vale-transporte',
      secao: 'Benefícios',
      permissao: 'beneficios:ler',
      tela: () =>
        import(/* webpackChunkName: "beneficios-vale-transporte" */ './ValeTransporteScreen').then(
          (m) => m.ValeTransporteScreen,
        ),
      menu: { grupo: 'Benefícios', ordem: 20, icone: DirectionsBusIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    beneficios: typeof manifesto;
  }
}
