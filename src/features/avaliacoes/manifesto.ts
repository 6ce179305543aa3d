// The avaliacoes feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import EditNoteIcon from '@mui/icons-material/EditNote';
import GradingIcon from '@mui/icons-material/Grading';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/aprendizes/:id/avaliacoes',
      titulo: 'Avaliações do aprendiz',
      secao: 'Aprendizes',
      permissao: 'avaliacoes:ler',
      tela: () =>
        import(/* webpackChunkName: "avaliacoes" */ './AvaliacoesDoAprendizScreen').then(
          (m) => m.AvaliacoesDoAprendizScreen,
        ),
    },
    {
      path: '/avaliacoes',
      titulo: 'Avaliações',
      secao: 'Avaliações',
      permissao: 'avaliacoes:ler',
      tela: () =>
        import(/* webpackChunkName: "avaliacoes" */ './AvaliacoesScreen').then(
          (m) => m.AvaliacoesScreen,
        ),
      menu: { grupo: 'Acompanhamento', ordem: 20, icone: GradingIcon },
    },
    {
      path: '/avaliacoes/nova',
      titulo: 'Nova avaliação',
      secao: 'Avaliações',
      permissao: 'avaliacoes:escrever',
      tela: () =>
        import(/* webpackChunkName: "avaliacoes" */ './editor/NovaAvaliacaoScreen').then(
          (m) => m.NovaAvaliacaoScreen,
        ),
      // With ?id= it edits a saved model: the last crumb says what the heading says (issue 32).
      tituloComId: 'Editar avaliação',
    },
    {
      path: '/avaliacoes/notas',
      titulo: 'Lançamento de notas',
      secao: 'Avaliações',
      permissao: 'avaliacoes:escrever',
      tela: () =>
        import(/* webpackChunkName: "notas" */ './notas/NotasScreen').then((m) => m.NotasScreen),
      menu: { grupo: 'Acompanhamento', ordem: 30, icone: EditNoteIcon },
    },
    {
      path: '/avaliacoes/notas-por-aprendiz',
      titulo: 'Notas por aprendiz',
      secao: 'Avaliações',
      permissao: 'avaliacoes:ler',
      tela: () =>
        import(/* webpackChunkName: "notas" */ './notas/NotasPorAprendizScreen').then(
          (m) => m.NotasPorAprendizScreen,
        ),
    },
    {
      path: '/avaliacoes/consulta-notas',
      titulo: 'Consulta de notas',
      secao: 'Avaliações',
      permissao: 'avaliacoes:ler',
      tela: () =>
        import(/* webpackChunkName: "notas" */ './notas/ConsultaNotasScreen').then(
          (m) => m.ConsultaNotasScreen,
        ),
    },
    {
      path: '/avaliacoes/boletins',
      titulo: 'Boletins',
      secao: 'Avaliações',
      permissao: 'avaliacoes:ler',
      tela: () =>
        import(/* webpackChunkName: "notas" */ './boletins/BoletinsScreen').then(
          (m) => m.BoletinsScreen,
        ),
      menu: { grupo: 'Acompanhamento', ordem: 40, icone: SummarizeIcon },
    },
    {
      path: '/avaliacoes/boletim-aprendiz',
      titulo: 'Boletim do aprendiz',
      secao: 'Avaliações',
      permissao: 'avaliacoes:ler',
      tela: () =>
        import(/* webpackChunkName: "notas" */ './boletins/BoletimAprendizScreen').then(
          (m) => m.BoletimAprendizScreen,
        ),
    },
    {
      path: '/avaliacoes-aplicadas/:id/responder',
      titulo: 'Responder avaliação',
      secao: 'Avaliações',
      permissao: 'avaliacoes:escrever',
      tela: () =>
        import(/* webpackChunkName: "avaliacoes" */ './responder/ResponderAvaliacaoScreen').then(
          (m) => m.ResponderAvaliacaoScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    avaliacoes: typeof manifesto;
  }
}
