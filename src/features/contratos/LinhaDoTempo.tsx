// A contract's timeline: created, each extension, the termination or the closing, with who and
// when. Extensions and terminations come from their lists filtered by this contract, oldest first.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Painel } from '../../shared/detalhe';
import { formatarData, formatarDataHora } from '../../shared/format';
import { useContratoProrrogacoesQuery, useContratoRescisoesQuery, type Contrato } from './api';

interface Evento {
  chave: string;
  /** For the order: an instant or a day (aaaa-mm-dd sorts with ISO instants). */
  quando: string;
  titulo: string;
  detalhe: string;
}

export function eventosDoContrato(
  c: Contrato,
  prorrogacoes: readonly {
    id: number;
    contratoId: number;
    dataTerminoAnterior: string;
    novaDataTermino: string;
    motivo: string;
    usuario: { nome: string } | null;
    criadoEm: string;
  }[],
  rescisoes: readonly {
    id: number;
    contratoId: number;
    data: string;
    motivoDesligamento: { nome: string };
    observacoes: string | null;
    usuario: { nome: string } | null;
    criadoEm: string;
  }[],
): Evento[] {
  const por = (u: { nome: string } | null) => (u ? ` por ${u.nome}` : '');
  const eventos: Evento[] = [
    {
      chave: 'criado',
      quando: c.criadoEm,
      titulo: `Contrato criado${por(c.criadoPor)} em ${formatarDataHora(c.criadoEm)}`,
      detalhe: `Início em ${formatarData(c.Con_DataInicio)}.`,
    },
  ];
  for (const p of prorrogacoes.filter((x) => x.contratoId === c.id)) {
    eventos.push({
      chave: `prorrogacao-${p.id}`,
      quando: p.criadoEm,
      titulo: `Prorrogado${por(p.usuario)} em ${formatarDataHora(p.criadoEm)}`,
      detalhe: `Término de ${formatarData(p.dataTerminoAnterior)} para ${formatarData(p.novaDataTermino)}. Motivo: ${p.motivo}`,
    });
  }
  for (const r of rescisoes.filter((x) => x.contratoId === c.id)) {
    eventos.push({
      chave: `rescisao-${r.id}`,
      quando: r.criadoEm,
      titulo: `Rescindido${por(r.usuario)} em ${formatarDataHora(r.criadoEm)}`,
      detalhe:
        `Rescisão em ${formatarData(r.data)}: ${r.motivoDesligamento.nome}.` +
        (r.observacoes ? ` ${r.observacoes}` : ''),
    });
  }
  if (c.aguardandoEncerramento) {
    eventos.push({
      chave: 'termino',
      quando: c.Con_DataTermino,
      titulo: `Terminou em ${formatarData(c.Con_DataTermino)}`,
      detalhe: 'Aguardando encerramento: encerre-o para concluir o aprendiz.',
    });
  } else if (c.encerramento) {
    eventos.push({
      chave: 'encerrado',
      quando: c.encerramento.em,
      titulo: `Encerrado${por(c.encerramento.por)} em ${formatarDataHora(c.encerramento.em)}`,
      detalhe: `Término em ${formatarData(c.Con_DataTermino)}.`,
    });
  }
  return eventos.sort((a, b) => a.quando.localeCompare(b.quando));
}

export function LinhaDoTempo({ contrato }: { contrato: Contrato }) {
  const contratoId = contrato.id;
  const prorrogacoes = useContratoProrrogacoesQuery({
    contratoId,
    pageSize: 100,
    sort: 'criadoEm',
  });
  const rescisoes = useContratoRescisoesQuery({ contratoId, pageSize: 100, sort: 'criadoEm' });
  const eventos = eventosDoContrato(
    contrato,
    prorrogacoes.data?.data ?? [],
    rescisoes.data?.data ?? [],
  );
  return (
    <Painel titulo="Linha do tempo">
      <List
        dense
        disablePadding
        component="ol"
        aria-busy={prorrogacoes.isLoading || rescisoes.isLoading}
      >
        {eventos.map((e) => (
          <ListItem key={e.chave} disableGutters component="li">
            <ListItemText primary={e.titulo} secondary={e.detalhe} />
          </ListItem>
        ))}
      </List>
    </Painel>
  );
}
