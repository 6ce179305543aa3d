// One month of the calendar as a table of weeks (Monday first). Each day says in words what it is
// (for screen readers and the tooltip) and shows it in the legend's colour; theory days carry the
// attendance taken (P, F, FJ), and the contract's first and last day are marked.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visualmenteOculto } from '../../../shared/ui/visualmenteOculto';
import { ROTULOS_STATUS_FREQUENCIA } from '../../../shared/validation/frequencia';
import { semanasDoMes, type Celula, type DiaDoCalendario } from './dias';
import { COR_DO_TIPO, ROTULO_DO_TIPO } from './legenda';

const SEMANA = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'];
const nomeDoMes = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'teoria, presente; início do contrato' — what the day is, in words. */
export function descricaoDoDia(dia: DiaDoCalendario | undefined): string {
  if (!dia) return 'sem atividade';
  const partes: string[] = [];
  if (dia.tipo) partes.push(ROTULO_DO_TIPO[dia.tipo].toLowerCase());
  if (dia.feriado) partes.push(dia.feriado.nome);
  if (dia.frequencia) partes.push(ROTULOS_STATUS_FREQUENCIA[dia.frequencia].rotulo.toLowerCase());
  if (dia.marcos.includes('inicio-contrato')) partes.push('início do contrato');
  if (dia.marcos.includes('fim-contrato')) partes.push('fim do contrato');
  return partes.join('; ') || 'sem atividade';
}

export function Mes({
  mes,
  porData,
  inicio,
  fim,
  compacto = false,
}: {
  mes: string;
  porData: ReadonlyMap<string, DiaDoCalendario>;
  inicio: string;
  fim: string;
  compacto?: boolean;
}) {
  const nome = nomeDoMes.format(new Date(`${mes}-01T00:00:00Z`));
  const titulo = nome.charAt(0).toUpperCase() + nome.slice(1);
  const semanas = semanasDoMes(mes, porData, inicio, fim);
  return (
    <Box
      component="table"
      aria-label={titulo}
      sx={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'separate',
        borderSpacing: compacto ? 2 : 4,
      }}
    >
      <Typography
        component="caption"
        variant={compacto ? 'subtitle2' : 'h6'}
        sx={{ captionSide: 'top', textAlign: 'left', pb: 0.5 }}
      >
        {titulo}
      </Typography>
      <thead>
        <tr>
          {SEMANA.map((s) => (
            <Box
              component="th"
              key={s}
              scope="col"
              sx={{
                fontWeight: 500,
                fontSize: compacto ? '0.7rem' : '0.8rem',
                color: 'text.secondary',
              }}
            >
              {s}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {semanas.map((semana) => (
          <tr key={semana.find((c) => c)?.data ?? 'vazia'}>
            {semana.map((celula, i) =>
              celula ? (
                <Dia key={celula.data} celula={celula} compacto={compacto} />
              ) : (
                <td key={`vazio-${String(i)}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function Dia({ celula, compacto }: { celula: Celula; compacto: boolean }) {
  const { dia } = celula;
  const descricao = descricaoDoDia(dia);
  const numero = Number(celula.data.slice(8));
  const marco = dia?.marcos.length ? dia.marcos : null;
  const sigla = dia?.frequencia ? ROTULOS_STATUS_FREQUENCIA[dia.frequencia].sigla : null;
  return (
    <Box
      component="td"
      title={`${celula.data.split('-').reverse().join('/')}: ${descricao}`}
      sx={(() => {
        const cor = dia?.tipo ? COR_DO_TIPO[dia.tipo] : null;
        return {
          height: compacto ? 26 : { xs: 48, sm: 64 },
          verticalAlign: 'top',
          p: compacto ? 0.25 : 0.75,
          borderRadius: 1,
          fontSize: compacto ? '0.7rem' : '0.85rem',
          textAlign: compacto ? 'center' : 'left',
          bgcolor: cor?.bg ?? 'transparent',
          color: cor?.fg ?? (celula.foraDoPeriodo ? 'text.disabled' : 'text.primary'),
          border: 1,
          borderColor: marco ? 'error.main' : cor ? 'transparent' : 'divider',
          borderWidth: marco ? 2 : 1,
          opacity: celula.foraDoPeriodo ? 0.5 : 1,
        };
      })()}
    >
      <span aria-hidden>{numero}</span>
      <Box component="span" sx={visualmenteOculto}>
        {`${String(numero)}: ${descricao}`}
      </Box>
      {!compacto && (
        <Box aria-hidden sx={{ fontSize: '0.7rem', lineHeight: 1.2, mt: 0.25 }}>
          {sigla && <strong>{sigla} </strong>}
          {dia?.feriado?.nome ??
            (marco ? (marco.includes('inicio-contrato') ? 'Início' : 'Fim') : '')}
        </Box>
      )}
    </Box>
  );
}
