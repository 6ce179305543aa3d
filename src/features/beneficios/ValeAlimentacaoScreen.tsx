// /beneficios/vale-alimentacao: each contract's food voucher in a competência — the daily value,
// the days actually worked (unjustified absences earn nothing) and the value — with the daily
// value editable while the month is not paid; it follows the contract into the next competências.
// The default daily value (for contracts without one) is shown and editable here too.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CampoControlado } from '../../shared/formulario';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { formatarDinheiro, lerReais } from '../../shared/format';
import { toast } from '../../shared/toast';
import { MENSAGENS_BENEFICIOS as M, rotuloCompetencia } from '../../shared/validation/beneficios';
import {
  useBeneficioAlterarPadroesMutation,
  useBeneficioAlterarValeAlimentacaoMutation,
  useBeneficioPadroesQuery,
  useBeneficioValesAlimentacaoQuery,
} from './api';
import { TelaDeVales, useTelaDeVales } from './TelaDeVales';
import { DialogoDoBeneficio } from './DialogoDoBeneficio';

function DialogoValor({
  titulo,
  texto,
  inicial,
  onSalvar,
  onFechar,
}: {
  titulo: string;
  texto: string;
  inicial: number;
  onSalvar: (valor: number) => Promise<void>;
  onFechar: () => void;
}) {
  const [valor, setValor] = useState(inicial.toFixed(2).replace('.', ','));
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const salvar = async () => {
    const v = lerReais(valor);
    if (v === null || v > 500) {
      setErro(M.valorDiarioInvalido);
      return;
    }
    setSalvando(true);
    try {
      await onSalvar(v);
      onFechar();
    } catch (e) {
      const campo = errosDeCampo(e).valorDiario;
      if (campo) setErro(campo);
      else toast.error(`Não foi possível salvar. ${mensagemDeErro(e)}`);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <DialogoDoBeneficio
      titulo={titulo}
      texto={texto}
      acao="Salvar"
      ocupado={salvando}
      onConfirmar={() => void salvar()}
      onFechar={onFechar}
      largura="xs"
    >
      <CampoControlado
        label="Valor diário (R$)"
        value={valor}
        aoMudar={(texto) => {
          setValor(texto);
          setErro(null);
        }}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        erro={erro}
        ajuda=" "
      />
    </DialogoDoBeneficio>
  );
}

export function ValeAlimentacaoScreen() {
  const tela = useTelaDeVales();
  const lista = useBeneficioValesAlimentacaoQuery(tela.pedido);
  const padroes = useBeneficioPadroesQuery();
  const [alterar] = useBeneficioAlterarValeAlimentacaoMutation();
  const [alterarPadroes] = useBeneficioAlterarPadroesMutation();
  const [editandoPadrao, setEditandoPadrao] = useState(false);

  return (
    <TelaDeVales
      tela={tela}
      consulta={lista}
      tipo="alimentação"
      subtitulo="Valor diário × dias efetivamente trabalhados: faltas injustificadas não recebem."
      acima={
        padroes.data && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              Valor diário padrão (contratos sem valor próprio):{' '}
              <strong>{formatarDinheiro(padroes.data.valorDiario)}</strong>
            </Typography>
            {tela.podeEscrever && (
              <Button
                size="small"
                onClick={() => {
                  setEditandoPadrao(true);
                }}
              >
                Alterar padrão
              </Button>
            )}
            {editandoPadrao && (
              <DialogoValor
                titulo="Valor diário padrão"
                texto="Vale para os contratos que ainda não têm valor próprio, nas competências geradas daqui em diante."
                inicial={padroes.data.valorDiario}
                onFechar={() => {
                  setEditandoPadrao(false);
                }}
                onSalvar={async (valorDiario) => {
                  const p = padroes.data;
                  if (!p) return;
                  await alterarPadroes({
                    body: { versao: p.versao, tarifa: p.tarifa, viagens: p.viagens, valorDiario },
                  }).unwrap();
                  toast.success('Valor diário padrão salvo.');
                }}
              />
            )}
          </Box>
        )
      }
      colunas={
        <>
          <TableCell>Aprendiz</TableCell>
          <TableCell>Contrato</TableCell>
          <TableCell>Empresa</TableCell>
          <TableCell align="right">Valor diário</TableCell>
          <TableCell align="right">Dias trabalhados</TableCell>
          <TableCell align="right">Valor</TableCell>
        </>
      }
      celulas={(v) => (
        <>
          <TableCell>{v.aprendiz.nome}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.contrato.numero}</TableCell>
          <TableCell>{v.parceiro.nome}</TableCell>
          <TableCell align="right">{formatarDinheiro(v.valorDiario)}</TableCell>
          <TableCell align="right">{v.dias}</TableCell>
          <TableCell align="right">{formatarDinheiro(v.valor)}</TableCell>
        </>
      )}
      rodape={(dados) => (
        <>
          <TableCell colSpan={4}>Total ({dados.total})</TableCell>
          <TableCell align="right">{dados.totais.dias}</TableCell>
          <TableCell align="right">{formatarDinheiro(dados.totais.valor)}</TableCell>
        </>
      )}
      editor={(vale, onFechar) => (
        <DialogoValor
          titulo={`Vale-alimentação de ${vale.aprendiz.nome}`}
          texto={`${rotuloCompetencia(vale.competencia)} · ${String(vale.dias)} dias trabalhados. O mês é recalculado ao salvar e o valor segue para as próximas competências do contrato.`}
          inicial={vale.valorDiario}
          onFechar={onFechar}
          onSalvar={async (valorDiario) => {
            await alterar({
              body: { id: vale.id, versao: vale.versao, valorDiario },
            }).unwrap();
            toast.success('Vale-alimentação salvo e mês recalculado.');
          }}
        />
      )}
    />
  );
}
