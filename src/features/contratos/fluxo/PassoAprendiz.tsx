// Step 1: who is being hired. A search by name or CPF; once chosen, their situação, age and any
// contract still running (which blocks a second one).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { contratoEscolherAprendiz, useContrato } from '../../../machines/contrato';
import { Dado, Painel, ListaDeDados } from '../../../shared/detalhe';
import { formatarData } from '../../../shared/format';
import { ChipSituacao } from '../../../shared/ui/ChipSituacao';
import { emCurso } from '../../../shared/validation/contratos';
import { dataLocal, idadeEm } from '../../../shared/validation/datas';
import { useAppDispatch } from '../../../store/hooks';
import { useContratoListarQuery } from '../api';
import { useBuscaDeAprendizes } from './buscas';
import { EscolhaDoPasso } from './EscolhaDoPasso';

export function PassoAprendiz() {
  const { context } = useContrato();
  const dispatch = useAppDispatch();
  const busca = useBuscaDeAprendizes();
  const { aprendiz } = context;
  const contratos = useContratoListarQuery(
    aprendiz ? { aprendizId: aprendiz.id, pageSize: 5, sort: '-Con_DataInicio' } : skipToken,
  );
  const emVigor = contratos.data?.data.find((c) => emCurso(c.status));
  const hoje = dataLocal(new Date());

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <EscolhaDoPasso
        passo="aprendiz"
        escolhido={aprendiz}
        busca={busca}
        aoEscolher={(escolhido) => dispatch(contratoEscolherAprendiz({ aprendiz: escolhido }))}
      />
      {aprendiz && (
        <Painel titulo={aprendiz.nome}>
          <ListaDeDados larguraMinima="10rem">
            <Dado rotulo="CPF">{aprendiz.cpf}</Dado>
            <Dado rotulo="Situação">
              <ChipSituacao nome={aprendiz.situacao} cor={aprendiz.situacaoCor} />
            </Dado>
            <Dado rotulo="Idade">
              {aprendiz.dataNascimento
                ? `${idadeEm(aprendiz.dataNascimento, hoje)} anos (${formatarData(aprendiz.dataNascimento)})`
                : null}
            </Dado>
            <Dado rotulo="Pessoa com deficiência">{aprendiz.pcd ? 'Sim' : 'Não'}</Dado>
          </ListaDeDados>
          <Box sx={{ mt: 2 }}>
            {emVigor ? (
              <Alert severity="warning">
                Contrato em curso:{' '}
                <Link component={RouterLink} to={`/contratos/${emVigor.id}`}>
                  {emVigor.numero}
                </Link>{' '}
                com {emVigor.parceiro.nome}, de {formatarData(emVigor.Con_DataInicio)} a{' '}
                {formatarData(emVigor.Con_DataTermino)}. Rescinda-o ou encerre-o antes de criar
                outro.
              </Alert>
            ) : (
              contratos.data && (
                <Alert severity="info">Nenhum contrato em curso para este aprendiz.</Alert>
              )
            )}
          </Box>
        </Painel>
      )}
    </Box>
  );
}
