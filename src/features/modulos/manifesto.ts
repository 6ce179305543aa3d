// The modulos feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import AssignmentIcon from '@mui/icons-material/Assignment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/modulos',
      titulo: 'Módulos',
      secao: 'Módulos',
      permissao: 'modulos:ler',
      tela: () =>
        import(/* webpackChunkName: "modulos" */ './ModulosScreen').then((m) => m.ModulosScreen),
      menu: { grupo: 'Turmas e ensino', ordem: 20, icone: ViewModuleIcon },
    },
    {
      path: '/modulos/disciplinas',
      titulo: 'Disciplinas',
      secao: 'Módulos',
      permissao: 'modulos:ler',
      tela: () =>
        import(/* webpackChunkName: "modulos-disciplinas" */ './DisciplinasScreen').then(
          (m) => m.DisciplinasScreen,
        ),
      menu: { grupo: 'Turmas e ensino', ordem: 30, icone: MenuBookIcon },
    },
    {
      path: '/modulos/planos',
      titulo: 'Planos de curso',
      secao: 'Módulos',
      permissao: 'modulos:ler',
      tela: () =>
        import(/* webpackChunkName: "modulos-planos" */ './PlanosScreen').then(
          (m) => m.PlanosScreen,
        ),
      menu: { grupo: 'Turmas e ensino', ordem: 40, icone: AssignmentIcon },
    },
    {
      path: '/modulos/planos/:planoId/curriculo',
      titulo: 'Currículo do plano',
      secao: 'Módulos',
      permissao: 'modulos:ler',
      tela: () =>
        import(/* webpackChunkName: "modulos-curriculo" */ './curriculo/CurriculoScreen').then(
          (m) => m.CurriculoScreen,
        ),
    },
    {
      path: '/modulos/cursos',
      titulo: 'Cursos',
      secao: 'Módulos',
      permissao: 'modulos:ler',
      tela: () =>
        import(/* webpackChunkName: "modulos-cursos" */ './CursosScreen').then(
          (m) => m.CursosScreen,
        ),
      menu: { grupo: 'Turmas e ensino', ordem: 50, icone: AutoStoriesIcon },
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    modulos: typeof manifesto;
  }
}
