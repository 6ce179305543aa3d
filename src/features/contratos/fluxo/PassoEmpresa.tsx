// Step 2: the partner and, optionally, the unit where the practice happens (the contract opens the
// placement there). The partner's quota shows now and with this contract.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  contratoEscolherEmpresa,
  contratoEscolherUnidade,
  useContrato,
  type ParceiroDoContrato,
} from '../../../machines/contrato';
import { Dado, ListaDeDados, Painel } from '../../../shared/detalhe';
import { useUnidadesDoParceiro } from '../../../store/buscas';
import { useAppDispatch } from '../../../store/hooks';
import { useBuscaDeParceiros } from './buscas';
import { EscolhaDoPasso } from './EscolhaDoPasso';
import { useErrosDoPasso } from './useErrosDoPasso';

const SEM_UNIDADE = '';

/** 'X de Y' with what this contract adds, in words. */
export function cotaEmPalavras(p: ParceiroDoContrato): string {
  if (p.cotaAprendizes <= 0) return 'Sem cota definida';
  const depois = p.aprendizesAlocados + 1;
  const acima = depois > p.cotaAprendizes ? ' (acima da cota)' : '';
  return `${p.aprendizesAlocados} de ${p.cotaAprendizes} agora; ${depois} de ${p.cotaAprendizes} com este contrato${acima}`;
}

export function PassoEmpresa() {
  const { context } = useContrato();
  const dispatch = useAppDispatch();
  const busca = useBuscaDeParceiros();
  const erro = useErrosDoPasso('empresa');
  const { parceiro, unidade } = context;
  const unidades = useUnidadesDoParceiro(parceiro?.id);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <EscolhaDoPasso
        passo="empresa"
        escolhido={parceiro}
        busca={busca}
        aoEscolher={(escolhida) => dispatch(contratoEscolherEmpresa({ parceiro: escolhida }))}
      />
      {parceiro && (
        <>
          <TextField
            select
            name="unidadeId"
            label="Unidade"
            value={unidade ? String(unidade.id) : SEM_UNIDADE}
            onChange={(e) => {
              const escolhida = unidades.unidades.find((u) => String(u.id) === e.target.value);
              dispatch(
                contratoEscolherUnidade({
                  unidade: escolhida ? { id: escolhida.id, nome: escolhida.nome } : null,
                }),
              );
            }}
            error={Boolean(erro('unidadeId'))}
            helperText={
              erro('unidadeId') ??
              'Onde o aprendiz fará a prática: o contrato o lota nessa unidade a partir do início.'
            }
          >
            <MenuItem value={SEM_UNIDADE}>Sem unidade (definir depois)</MenuItem>
            {/* The chosen unit stays listed while the partner's units load (after a reload). */}
            {unidade && !unidades.unidades.some((u) => u.id === unidade.id) && (
              <MenuItem value={String(unidade.id)}>{unidade.nome}</MenuItem>
            )}
            {unidades.unidades.map((u) => (
              <MenuItem key={u.id} value={String(u.id)}>
                {u.nome} ({u.aprendizesAlocados}{' '}
                {u.aprendizesAlocados === 1 ? 'aprendiz lotado' : 'aprendizes lotados'})
              </MenuItem>
            ))}
          </TextField>
          {unidades.erro && (
            <Alert severity="warning">
              Não foi possível carregar as unidades desta empresa. Tente escolher a empresa de novo.
            </Alert>
          )}
          <Painel titulo={parceiro.nome}>
            <ListaDeDados larguraMinima="12rem">
              <Dado rotulo="Cota de aprendizes">{cotaEmPalavras(parceiro)}</Dado>
              <Dado rotulo="Unidade">{unidade?.nome ?? 'Sem unidade'}</Dado>
            </ListaDeDados>
          </Painel>
        </>
      )}
    </Box>
  );
}
