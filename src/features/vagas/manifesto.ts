// The vagas feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import SendIcon from '@mui/icons-material/Send';
import WorkIcon from '@mui/icons-material/Work';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/encaminhamentos',
      titulo: 'Encaminhamentos',
      secao: 'Vagas',
      permissao: 'vagas:ler',
      tela: () =>
        import(/* webpackChunkName: "encaminhamentos" */ './EncaminhamentosScreen').then(
          (m) => m.EncaminhamentosScreen,
        ),
      menu: { grupo: 'Empresas e contratos', ordem: 30, icone: SendIcon },
    },
    {
      path: '/vagas',
      titulo: 'Vagas',
      secao: 'Vagas',
      permissao: 'vagas:ler',
      tela: () =>
        import(/* webpackChunkName: "vagas" */ './VagasScreen').then((m) => m.VagasScreen),
      menu: { grupo: 'Empresas e contratos', ordem: 20, icone: WorkIcon },
    },
    {
      path: '/vagas/novo',
      titulo: 'Nova vaga',
      secao: 'Vagas',
      permissao: 'vagas:escrever',
      tela: () =>
        import(/* webpackChunkName: "vaga-nova" */ './NovaVagaScreen').then(
          (m) => m.NovaVagaScreen,
        ),
    },
    {
      path: '/vagas/:id',
      titulo: 'Vaga',
      secao: 'Vagas',
      permissao: 'vagas:ler',
      tela: () =>
        import(/* webpackChunkName: "vaga" */ './VagaDetalheScreen').then(
          (m) => m.VagaDetalheScreen,
        ),
    },
    {
      path: '/vagas/:id/editar',
      titulo: 'Editar vaga',
      secao: 'Vagas',
      permissao: 'vagas:escrever',
      tela: () =>
        import(/* webpackChunkName: "vaga-editar" */ './EditarVagaScreen').then(
          (m) => m.EditarVagaScreen,
        ),
    },
    {
      path: '/vagas/:id/candidatos',
      titulo: 'Candidatos da vaga',
      secao: 'Vagas',
      permissao: 'vagas:ler',
      tela: () =>
        import(/* webpackChunkName: "vaga-candidatos" */ './VagaCandidatosScreen').then(
          (m) => m.VagaCandidatosScreen,
        ),
    },
    {
      path: '/vagas/:id/encaminhamentos',
      titulo: 'Encaminhamentos da vaga',
      secao: 'Vagas',
      permissao: 'vagas:ler',
      tela: () =>
        import(/* webpackChunkName: "encaminhamentos" */ './EncaminhamentosScreen').then(
          (m) => m.VagaEncaminhamentosScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    vagas: typeof manifesto;
  }
}
