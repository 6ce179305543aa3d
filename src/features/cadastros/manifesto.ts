// The cadastros feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/cadastros',
      titulo: 'Cadastros auxiliares',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastros" */ './CadastrosScreen').then(
          (m) => m.CadastrosScreen,
        ),
      menu: { grupo: 'Administração', ordem: 70, icone: ListAltIcon },
    },
    {
      path: '/cadastros/conceitos',
      titulo: 'Conceitos',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-conceitos" */ './ConceitosScreen').then(
          (m) => m.ConceitosScreen,
        ),
    },
    {
      path: '/cadastros/estado-civil',
      titulo: 'Estado civil',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-estado-civil" */ './EstadoCivilScreen').then(
          (m) => m.EstadoCivilScreen,
        ),
    },
    {
      path: '/cadastros/genero',
      titulo: 'Gênero',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-genero" */ './GeneroScreen').then(
          (m) => m.GeneroScreen,
        ),
    },
    {
      path: '/cadastros/grau-escolaridade',
      titulo: 'Grau de escolaridade',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(
          /* webpackChunkName: "cadastro-grau-escolaridade" */ './GrauEscolaridadeScreen'
        ).then((m) => m.GrauEscolaridadeScreen),
    },
    {
      path: '/cadastros/motivos-afastamento',
      titulo: 'Motivos de afastamento',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(
          /* webpackChunkName: "cadastro-motivos-afastamento" */ './MotivosAfastamentoScreen'
        ).then((m) => m.MotivosAfastamentoScreen),
    },
    {
      path: '/cadastros/nacionalidade',
      titulo: 'Nacionalidade',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-nacionalidade" */ './NacionalidadeScreen').then(
          (m) => m.NacionalidadeScreen,
        ),
    },
    {
      path: '/cadastros/regiao',
      titulo: 'Região',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-regiao" */ './RegiaoScreen').then(
          (m) => m.RegiaoScreen,
        ),
    },
    {
      path: '/cadastros/tipos-contato',
      titulo: 'Tipos de contato',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-tipos-contato" */ './TiposContatoScreen').then(
          (m) => m.TiposContatoScreen,
        ),
    },
    {
      path: '/cadastros/feriados',
      titulo: 'Feriados e recessos',
      secao: 'Cadastros',
      permissao: 'cadastros:ler',
      tela: () =>
        import(/* webpackChunkName: "cadastro-feriados" */ './feriados/FeriadosScreen').then(
          (m) => m.FeriadosScreen,
        ),
      menu: { grupo: 'Administração', ordem: 80, icone: BeachAccessIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    cadastros: typeof manifesto;
  }
}
