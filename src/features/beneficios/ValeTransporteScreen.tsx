// /beneficios/vale-transporte: each apprentice's transport voucher in a competência — tarifa,
// trips a day, the working days, value, the 6% share and the organisation's cost — editable
// (tarifa, viagens, opt-out with its date) while the month is not paid; the month is recomputed
// at once and the terms follow the apprentice into the next competências generated.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { CampoControlado, SeletorDeDia } from '../../shared/formulario';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { formatarData, formatarDinheiro, lerReais } from '../../shared/format';
import { toast } from '../../shared/toast';
import {
  MENSAGENS_BENEFICIOS as M,
  ROTULOS_OPCAO_VT,
  rotuloCompetencia,
  VIAGENS_MAXIMAS,
} from '../../shared/validation/beneficios';
import { dataIsoValida, dataLocal } from '../../shared/validation/datas';
import {
  useBeneficioAlterarValeTransporteMutation,
  useBeneficioValesTransporteQuery,
  type ValeTransporte,
} from './api';
import { TelaDeVales, useTelaDeVales } from './TelaDeVales';
import { DialogoDoBeneficio } from './DialogoDoBeneficio';

function Editar({ vale, onFechar }: { vale: ValeTransporte; onFechar: () => void }) {
  const hoje = dataLocal(new Date());
  const [tarifa, setTarifa] = useState(vale.tarifa.toFixed(2).replace('.', ','));
  const [viagens, setViagens] = useState(String(vale.viagens));
  const [recusou, setRecusou] = useState(vale.opcao === 'recusou');
  const [dataOpcao, setDataOpcao] = useState(vale.dataOpcao ?? hoje);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [alterar, { isLoading }] = useBeneficioAlterarValeTransporteMutation();

  const salvar = async () => {
    const t = lerReais(tarifa);
    const v = Number(viagens);
    const novos: Record<string, string> = {};
    if (t === null || t > 100) novos.tarifa = M.tarifaInvalida;
    if (!Number.isInteger(v) || v < 0 || v > VIAGENS_MAXIMAS) novos.viagens = M.viagensInvalidas;
    if (recusou && !dataOpcao) novos.dataOpcao = M.dataOpcaoObrigatoria;
    else if (recusou && !dataIsoValida(dataOpcao))
      novos.dataOpcao = 'Data inválida. Use o formato dd/mm/aaaa.';
    setErros(novos);
    if (t === null || Object.keys(novos).length > 0) return;
    try {
      await alterar({
        body: {
          id: vale.id,
          versao: vale.versao,
          tarifa: t,
          viagens: v,
          opcao: recusou ? 'recusou' : 'aderiu',
          dataOpcao: recusou ? dataOpcao : null,
        },
      }).unwrap();
      toast.success('Vale-transporte salvo e mês recalculado.');
      onFechar();
    } catch (e) {
      const campos = errosDeCampo(e);
      if (Object.keys(campos).length > 0) setErros(campos);
      else toast.error(`Não foi possível salvar. ${mensagemDeErro(e)}`);
    }
  };

  return (
    <DialogoDoBeneficio
      titulo={<>Vale-transporte de {vale.aprendiz.nome}</>}
      texto={
        <>
          {rotuloCompetencia(vale.competencia)} · {vale.dias} dias úteis. O mês é recalculado ao
          salvar e os valores seguem para as próximas competências.
        </>
      }
      acao="Salvar"
      ocupado={isLoading}
      onConfirmar={() => void salvar()}
      onFechar={onFechar}
      largura="xs"
    >
      <CampoControlado
        label="Tarifa por viagem (R$)"
        value={tarifa}
        aoMudar={setTarifa}
        fullWidth
        disabled={recusou}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        erro={erros.tarifa}
        ajuda=" "
      />
      <CampoControlado
        label="Viagens por dia"
        type="number"
        value={viagens}
        aoMudar={setViagens}
        fullWidth
        disabled={recusou}
        slotProps={{ htmlInput: { min: 0, max: VIAGENS_MAXIMAS } }}
        erro={erros.viagens}
        ajuda=" "
      />
      <FormControlLabel
        control={
          <Switch
            checked={recusou}
            onChange={(e) => {
              setRecusou(e.target.checked);
            }}
          />
        }
        label="Recusou o vale-transporte (não optante)"
      />
      {recusou && (
        <Box sx={{ mt: 2 }}>
          {/* The pt-BR day picker, not a native date input (mm/dd/yyyy in the browser's language). */}
          <SeletorDeDia
            label="Data da recusa"
            value={dataOpcao}
            maxDate={hoje}
            onChange={(iso) => setDataOpcao(iso ?? '')}
            campo={{
              name: 'dataOpcao',
              fullWidth: true,
              error: Boolean(erros.dataOpcao),
              helperText: erros.dataOpcao ?? ' ',
            }}
          />
        </Box>
      )}
    </DialogoDoBeneficio>
  );
}

export function ValeTransporteScreen() {
  const tela = useTelaDeVales();
  const lista = useBeneficioValesTransporteQuery(tela.pedido);
  return (
    <TelaDeVales
      tela={tela}
      consulta={lista}
      tipo="transporte"
      subtitulo="Tarifa × viagens por dia × dias úteis; o aprendiz paga 6% da bolsa, no máximo o valor do vale (Lei 7.418/1985)."
      colunas={
        <>
          <TableCell>Aprendiz</TableCell>
          <TableCell>Empresa</TableCell>
          <TableCell>Opção</TableCell>
          <TableCell align="right">Tarifa</TableCell>
          <TableCell align="right">Viagens/dia</TableCell>
          <TableCell align="right">Dias</TableCell>
          <TableCell align="right">Valor</TableCell>
          <TableCell align="right">Desconto</TableCell>
          <TableCell align="right">Custo</TableCell>
        </>
      }
      celulas={(v) => (
        <>
          <TableCell>{v.aprendiz.nome}</TableCell>
          <TableCell>{v.parceiro.nome}</TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              label={
                v.opcao === 'recusou' && v.dataOpcao
                  ? `${ROTULOS_OPCAO_VT.recusou} desde ${formatarData(v.dataOpcao)}`
                  : ROTULOS_OPCAO_VT[v.opcao]
              }
            />
          </TableCell>
          <TableCell align="right">{formatarDinheiro(v.tarifa)}</TableCell>
          <TableCell align="right">{v.viagens}</TableCell>
          <TableCell align="right">{v.dias}</TableCell>
          <TableCell align="right">{formatarDinheiro(v.valor)}</TableCell>
          <TableCell align="right">{formatarDinheiro(v.desconto)}</TableCell>
          <TableCell align="right">{formatarDinheiro(v.custo)}</TableCell>
        </>
      )}
      rodape={(dados) => (
        <>
          <TableCell colSpan={6}>Total ({dados.total})</TableCell>
          <TableCell align="right">{formatarDinheiro(dados.totais.valor)}</TableCell>
          <TableCell align="right">{formatarDinheiro(dados.totais.desconto)}</TableCell>
          <TableCell align="right">{formatarDinheiro(dados.totais.custo)}</TableCell>
        </>
      )}
      editor={(vale, onFechar) => <Editar vale={vale} onFechar={onFechar} />}
    />
  );
}
