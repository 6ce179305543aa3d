// /aprendiz/{id}/calendario: the apprentice's learning calendar as the server computes it (never
// stored): theory days with their classes, practice days at the company, holidays and recessos,
// leave, the contract's start and end, and the attendance already taken. A month view (the
// default) and a year view, the legend with the period's counts, and the PDF of the contract's
// period (one A4 page per semester) for the apprentice and the company.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  aprendizNaoEncontrado,
  telaDoRegistro,
  type CarregamentoDoRegistro,
  type PaginaDoRegistro,
} from '../../../shared/detalhe';
import { formatarData } from '../../../shared/format';
import { BotaoBaixarPdf } from '../../../shared/lista';
import { caminhoDe } from '../../../shared/navigation';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { comMudancas, LinkPreload } from '../../../shared/routing';
import { dataLocal } from '../../../shared/validation/datas';
import { useCalendarioDoAprendizQuery, type CalendarioDoAprendizApiResponse } from '../api';
import { mesesEntre, type DiaDoCalendario } from './dias';
import { Legenda } from './Legenda';
import { Mes } from './Mes';

type Calendario = CalendarioDoAprendizApiResponse;

export const CARREGAR_CALENDARIO: CarregamentoDoRegistro<Calendario> = {
  useConsulta: useCalendarioDoAprendizQuery,
  carregando: 'Carregando calendário...',
  naoEncontrado: aprendizNaoEncontrado,
};

export const CalendarioScreen = telaDoRegistro(CARREGAR_CALENDARIO, Tela);

function Tela({ registro: c }: PaginaDoRegistro<Calendario>) {
  const [busca, setBusca] = useSearchParams();
  const meses = useMemo(() => mesesEntre(c.inicio, c.fim), [c.inicio, c.fim]);
  const porData = useMemo(
    () => new Map<string, DiaDoCalendario>(c.dias.map((d) => [d.data, d])),
    [c.dias],
  );
  const visao = busca.get('visao') === 'ano' ? 'ano' : 'mes';
  const hoje = dataLocal(new Date()).slice(0, 7);
  const pedido = busca.get('mes') ?? '';
  // The month asked, else this month when it is in the period, else the period's first.
  const mes = meses.includes(pedido) ? pedido : meses.includes(hoje) ? hoje : (meses[0] ?? hoje);
  const anos = [...new Set(meses.map((m) => m.slice(0, 4)))];
  const ano = mes.slice(0, 4);
  const indice = meses.indexOf(mes);
  const ir = (mudancas: Record<string, string>) => {
    setBusca(comMudancas(busca, mudancas), { replace: true });
  };
  const aprendiz = caminhoDe('/aprendizes/:id', { id: c.aprendiz.id });

  return (
    <>
      <CabecalhoDaPagina
        titulo={`Calendário de ${c.aprendiz.nome}`}
        subtitulo={
          c.contrato
            ? `Contrato ${c.contrato.numero} com ${c.contrato.parceiro.nome}: ${formatarData(c.contrato.dataInicio)} a ${formatarData(c.contrato.dataFim)}`
            : `Sem contrato: ${formatarData(c.inicio)} a ${formatarData(c.fim)}`
        }
        acoes={
          <>
            <Button component={LinkPreload} to={`${aprendiz}?aba=frequencia`}>
              Ficha do aprendiz
            </Button>
            <BotaoBaixarPdf
              url={`/api/aprendiz/${String(c.aprendiz.id)}/calendario/pdf`}
              nomeReserva={`calendario-aprendiz-${String(c.aprendiz.id)}.pdf`}
            />
          </>
        }
      />
      {!c.contrato && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Sem contrato no período, só os dias de teoria das turmas aparecem: os de prática vêm do
          contrato.
        </Alert>
      )}
      <Legenda contagens={c.contagens} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={visao}
          onChange={(_e, v: string | null) => v && ir({ visao: v })}
          aria-label="Visão do calendário"
        >
          <ToggleButton value="mes">Mês</ToggleButton>
          <ToggleButton value="ano">Ano</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: '1 1 auto' }} />
        {visao === 'mes' ? (
          <>
            <Button
              startIcon={<ChevronLeftIcon />}
              disabled={indice <= 0}
              onClick={() => ir({ mes: meses[indice - 1] ?? mes })}
            >
              Mês anterior
            </Button>
            <Button
              endIcon={<ChevronRightIcon />}
              disabled={indice < 0 || indice >= meses.length - 1}
              onClick={() => ir({ mes: meses[indice + 1] ?? mes })}
            >
              Próximo mês
            </Button>
          </>
        ) : (
          anos.length > 1 &&
          anos.map((a) => (
            <Button
              key={a}
              variant={a === ano ? 'contained' : 'text'}
              onClick={() => ir({ mes: meses.find((m) => m.startsWith(a)) ?? mes })}
              aria-pressed={a === ano}
            >
              {a}
            </Button>
          ))
        )}
      </Box>
      {visao === 'mes' ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Mes mes={mes} porData={porData} inicio={c.inicio} fim={c.fim} />
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {meses
            .filter((m) => m.startsWith(ano))
            .map((m) => (
              <Paper key={m} variant="outlined" sx={{ p: 1 }}>
                <Mes mes={m} porData={porData} inicio={c.inicio} fim={c.fim} compacto />
              </Paper>
            ))}
        </Box>
      )}
      {c.turmas.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Turmas:{' '}
          {c.turmas
            .map(
              (t) =>
                `${t.codigo} · ${t.nome} (${formatarData(t.dataInicio)} a ${formatarData(t.dataFim)})`,
            )
            .join('; ')}
          .
        </Typography>
      )}
    </>
  );
}
