// /admin/auditoria: the trail of changes ('Alterações') and the access log ('Acessos'). The tab
// (?aba=acessos) and each list's filters live in the URL; the person and the period follow from
// one tab to the other, since "what did she do that day" is one question.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { AbaAcessos } from './auditoria/AbaAcessos';
import { AbaAlteracoes } from './auditoria/AbaAlteracoes';

type Aba = 'alteracoes' | 'acessos';

const COMUNS = ['usuarioId', 'dataInicio', 'dataFim'];

export function AuditoriaScreen() {
  const [params, setParams] = useSearchParams();
  const aba: Aba = params.get('aba') === 'acessos' ? 'acessos' : 'alteracoes';

  const trocar = (nova: Aba) => {
    const proxima = new URLSearchParams();
    for (const chave of COMUNS) {
      const valor = params.get(chave);
      if (valor) proxima.set(chave, valor);
    }
    if (nova === 'acessos') proxima.set('aba', 'acessos');
    setParams(proxima);
  };

  return (
    <>
      <CabecalhoDaPagina
        titulo="Auditoria"
        subtitulo="Quem alterou o quê e quando, quem abriu fichas de aprendizes e quem entrou no sistema."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={aba}
          onChange={(_, v: Aba) => {
            trocar(v);
          }}
          aria-label="Registros de auditoria"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            label="Alterações"
            value="alteracoes"
            id="aba-alteracoes"
            aria-controls="painel-auditoria"
          />
          <Tab label="Acessos" value="acessos" id="aba-acessos" aria-controls="painel-auditoria" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="painel-auditoria" aria-labelledby={`aba-${aba}`}>
        {aba === 'acessos' ? <AbaAcessos /> : <AbaAlteracoes />}
      </Box>
    </>
  );
}
