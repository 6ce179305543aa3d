// What the day's screen says about a save kept on this device: waiting for the network, refused,
// or in conflict with what someone else saved meanwhile (the person chooses; nothing is silent):
// "Manter a minha" re-sends the same marks over the server's current versao, "Ficar com a do
// servidor" drops them (the screen then shows the server's day).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { formatarDataHora } from '../../../shared/format';
import { useAppDispatch } from '../../../store/hooks';
import type { DiaDeFrequencia } from '../api';
import type { DiaPendente } from './fila';
import { descartarDoAparelho, manterDoAparelho, TEXTO_SALVO_NO_APARELHO } from './filaOffline';

export interface AvisoDoAparelhoProps {
  pendente: DiaPendente;
  /** The day as the server has it now (who saved it, when, its versao). */
  servidor: DiaDeFrequencia;
}

export function AvisoDoAparelho({ pendente, servidor }: AvisoDoAparelhoProps) {
  const dispatch = useAppDispatch();
  const [ocupado, setOcupado] = useState(false);
  const decidir = (acao: () => Promise<void>) => {
    setOcupado(true);
    void acao().finally(() => {
      setOcupado(false);
    });
  };
  const onManter = () => {
    decidir(() => dispatch(manterDoAparelho(pendente, servidor.registro?.versao)));
  };
  const onDescartar = () => {
    decidir(() => dispatch(descartarDoAparelho(pendente.chave)));
  };
  const quando = formatarDataHora(pendente.guardadoEm);
  if (pendente.estado === 'pendente') {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>
          Sem conexão com o servidor: {TEXTO_SALVO_NO_APARELHO} quando a rede voltar.
        </AlertTitle>
        Chamada guardada em {quando}. Não saia da sua conta antes do envio: sair apaga o que está
        guardado neste aparelho.
      </Alert>
    );
  }
  if (pendente.estado === 'recusado') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" disabled={ocupado} onClick={onDescartar}>
            Descartar
          </Button>
        }
      >
        <AlertTitle>A chamada guardada neste aparelho em {quando} não foi aceita.</AlertTitle>
        {pendente.mensagem}
      </Alert>
    );
  }
  const r = servidor.registro;
  const quem = r
    ? ` (salva${r.salvoPor ? ` por ${r.salvoPor.nome}` : ''} em ${formatarDataHora(r.salvoEm)})`
    : '';
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Outra pessoa alterou a frequência deste dia</AlertTitle>A chamada que você guardou
      neste aparelho em {quando} não foi enviada: o servidor já tem outra versão deste dia{quem}.
      Abaixo estão as suas marcações. Escolha qual fica.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" disabled={ocupado} onClick={onManter}>
          Manter a minha
        </Button>
        <Button variant="outlined" disabled={ocupado} onClick={onDescartar}>
          Ficar com a do servidor
        </Button>
      </Box>
    </Alert>
  );
}
