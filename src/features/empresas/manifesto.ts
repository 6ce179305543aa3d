// The empresas feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import BusinessIcon from '@mui/icons-material/Business';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/empresas',
      titulo: 'Empresas',
      secao: 'Empresas',
      permissao: 'parceiros:ler',
      tela: () =>
        import(/* webpackChunkName: "empresas" */ './EmpresasScreen').then((m) => m.EmpresasScreen),
      menu: { grupo: 'Empresas e contratos', ordem: 10, icone: BusinessIcon },
    },
    {
      path: '/empresas/novo',
      titulo: 'Nova empresa',
      secao: 'Empresas',
      permissao: 'parceiros:escrever',
      tela: () =>
        import(/* webpackChunkName: "empresa-nova" */ './NovaEmpresaScreen').then(
          (m) => m.NovaEmpresaScreen,
        ),
    },
    {
      path: '/empresas/:parceiroId/unidades',
      titulo: 'Unidades da empresa',
      secao: 'Empresas',
      permissao: 'parceiros:ler',
      tela: () =>
        import(/* webpackChunkName: "empresa-unidades" */ './UnidadesScreen').then(
          (m) => m.UnidadesScreen,
        ),
    },
    {
      path: '/empresas/:parceiroId/unidades/:unidadeId',
      titulo: 'Unidade',
      secao: 'Empresas',
      permissao: 'parceiros:ler',
      tela: () =>
        import(/* webpackChunkName: "empresa-unidade" */ './UnidadeScreen').then(
          (m) => m.UnidadeScreen,
        ),
    },
    {
      path: '/empresas/:parceiroId/unidades/:unidadeId/aprendizes',
      titulo: 'Aprendizes da unidade',
      secao: 'Empresas',
      permissao: 'parceiros:ler',
      tela: () =>
        import(
          /* webpackChunkName: "empresa-unidade-aprendizes" */ './UnidadeAprendizesScreen'
        ).then((m) => m.UnidadeAprendizesScreen),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    empresas: typeof manifesto;
  }
}
