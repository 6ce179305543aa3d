// The frequencia feature's manifest: its routes with their titles, section, permission, lazy screen
// and menu entry. The app, the router, the menu and the browser suite read it
// (listed by src/app/manifestos.generated.ts, from the folders); nothing else names these routes.
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { definirManifesto } from '../../shared/navigation/manifesto';

export const manifesto = definirManifesto({
  rotas: [
    {
      path: '/frequencia',
      titulo: 'Frequência',
      secao: 'Frequência',
      permissao: 'frequencia:ler',
      tela: () =>
        import(/* webpackChunkName: "frequencia" */ './FrequenciaScreen').then(
          (m) => m.FrequenciaScreen,
        ),
      menu: { grupo: 'Acompanhamento', ordem: 10, icone: EventAvailableIcon },
    },
    {
      path: '/aprendiz/:id/calendario',
      titulo: 'Calendário do aprendiz',
      secao: 'Aprendizes',
      permissao: 'aprendizes:ler',
      tela: () =>
        import(/* webpackChunkName: "aprendiz-calendario" */ './calendario/CalendarioScreen').then(
          (m) => m.CalendarioScreen,
        ),
    },
  ],
});

declare module '../../shared/navigation/manifesto' {
  interface ManifestosRegistrados {
    frequencia: typeof manifesto;
  }
}
