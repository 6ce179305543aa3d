// The turmas feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import GroupsIcon from '@mui/icons-material/Groups';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/turmas',
      titulo: 'Turmas',
      secao: 'Turmas',
      permissao: 'turmas:ler',
      tela: () =>
        import(/* webpackChunkName: "turmas" */ './TurmasScreen').then((m) => m.TurmasScreen),
      menu: { grupo: 'Turmas e ensino', ordem: 10, icone: GroupsIcon },
    },
    {
      path: '/turmas/novo',
      titulo: 'Nova turma',
      secao: 'Turmas',
      permissao: 'turmas:escrever',
      tela: () =>
        import(/* webpackChunkName: "turma-nova" */ './NovaTurmaScreen').then(
          (m) => m.NovaTurmaScreen,
        ),
    },
    {
      path: '/turmas/:id',
      titulo: 'Turma',
      secao: 'Turmas',
      permissao: 'turmas:ler',
      tela: () =>
        import(/* webpackChunkName: "turma-detalhe" */ './TurmaDetalheScreen').then(
          (m) => m.TurmaDetalheScreen,
        ),
    },
    {
      path: '/turmas/:id/aprendizes',
      titulo: 'Aprendizes da turma',
      secao: 'Turmas',
      permissao: 'turmas:ler',
      tela: () =>
        import(/* webpackChunkName: "turma-aprendizes" */ './TurmaAprendizesScreen').then(
          (m) => m.TurmaAprendizesScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    turmas: typeof manifesto;
  }
}
