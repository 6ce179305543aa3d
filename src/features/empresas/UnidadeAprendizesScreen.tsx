// /empresas/{parceiroId}/unidades/{unidadeId}/aprendizes: who is placed in the unit now (or was:
// 'Lotações' filter), placing one more through a searchable picker, and ending a placement after
// a confirmation (the history is kept; the API ends it with today's date).
import { useMemo, useState } from 'react';
import { useAuth } from '../../machines/auth';
import { useConfirmacao } from '../../shared/dialogos';
import { CampoDeAutocompletar, CampoDeData, DialogoDeFormulario } from '../../shared/formulario';
import { problemMessage, toProblem } from '../../shared/formulario';
import {
  CabecalhoDeAprendizes,
  LISTA_DE_APRENDIZES,
  colunaDeAcao,
  colunasDeAprendizes,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { toast } from '../../shared/toast';
import { MENSAGENS_PARCEIRO } from '../../shared/validation/parceiro';
import {
  useUnidadeAprendizesQuery,
  useUnidadeEncerrarLotacaoMutation,
  useUnidadeLotarAprendizMutation,
  type Lotacao,
  type UnidadeAprendizesApiArg,
} from './api';
import { useFiltroAbertas } from '../../shared/ui/FiltroAbertas';
import { CARREGAR_UNIDADE, type UnidadeDaEmpresa } from './carregarEmpresa';
import { useBuscaDeAprendizes } from './useBuscaDeAprendizes';

export const UnidadeAprendizesScreen = telaDoRegistro(CARREGAR_UNIDADE, Lotados);

interface ValoresLotacao {
  aprendizId?: number;
  dataInicio?: string;
}

const validarLotacao = (v: ValoresLotacao) =>
  v.aprendizId ? {} : { aprendizId: MENSAGENS_PARCEIRO.selecioneAprendiz };

function Lotados({ registro: { parceiro, unidade } }: PaginaDoRegistro<UnidadeDaEmpresa>) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('parceiros:escrever');
  const recebe = parceiro.ativo && unidade.ativo;
  const [lotando, setLotando] = useState(false);
  const [lotar] = useUnidadeLotarAprendizMutation();
  const [encerrar] = useUnidadeEncerrarLotacaoMutation();
  const confirmar = useConfirmacao();
  const buscar = useBuscaDeAprendizes();
  const ids = { id: parceiro.id, unidadeId: unidade.id };
  const [abertas, filtroAbertas] = useFiltroAbertas();

  const encerrarLotacao = async (l: Lotacao) => {
    const ok = await confirmar({
      title: `Encerrar a lotação de ${l.nome}?`,
      message: `${l.nome} deixa a unidade ${unidade.nome} com a data de hoje. A lotação continua no histórico.`,
      confirmLabel: 'Encerrar lotação',
      destructive: true,
    });
    if (!ok) return;
    try {
      await encerrar({ ...ids, aprendizId: l.aprendizId }).unwrap();
      toast.success(`Lotação de ${l.nome} encerrada.`);
    } catch (erro) {
      toast.error(problemMessage(toProblem(erro)));
    }
  };

  const config = useMemo<ConfigDaLista<Lotacao, UnidadeAprendizesApiArg>>(
    () => ({
      ...LISTA_DE_APRENDIZES,
      titulo: 'Aprendizes lotados',
      columns: colunasDeAprendizes<Lotacao>({
        aoFim: podeEscrever
          ? [
              colunaDeAcao<Lotacao>({
                rotulo: 'Encerrar lotação',
                largura: 170,
                mostrar: (l) => l.atual,
                aoClicar: (l) => void encerrarLotacao(l),
              }),
            ]
          : [],
      }),
      useQuery: useUnidadeAprendizesQuery,
      queryArgs: { ...ids, abertas },
      vazio:
        abertas === 'true' ? 'Nenhum aprendiz lotado aqui agora.' : 'Nenhuma lotação encontrada.',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids come from parceiro/unidade
    [parceiro.id, unidade.id, podeEscrever, abertas],
  );

  return (
    <>
      <CabecalhoDeAprendizes
        titulo={`Aprendizes da unidade ${unidade.nome}`}
        subtitulo={parceiro.razaoSocial}
        entrada={
          podeEscrever && {
            rotulo: 'Lotar aprendiz',
            recebe,
            motivo: MENSAGENS_PARCEIRO.unidadeInativa,
            onClick: () => setLotando(true),
          }
        }
      />
      <TelaDeLista config={config} toolbar={filtroAbertas} />
      {lotando && (
        <DialogoDeFormulario<ValoresLotacao>
          titulo={`Lotar aprendiz em ${unidade.nome}`}
          validate={validarLotacao}
          initialValues={{}}
          rotuloDoBotao="Lotar"
          onSubmit={(v) =>
            lotar({
              ...ids,
              body: {
                aprendizId: v.aprendizId ?? 0,
                ...(v.dataInicio ? { dataInicio: v.dataInicio } : {}),
              },
            }).unwrap()
          }
          mensagemDeSucesso="Aprendiz lotado."
          aoSalvar={() => setLotando(false)}
          aoCancelar={() => setLotando(false)}
        >
          <CampoDeAutocompletar
            name="aprendizId"
            label="Aprendiz"
            required
            carregarOpcoes={buscar}
            helperText="Digite pelo menos duas letras do nome ou dígitos do CPF."
          />
          <CampoDeData
            name="dataInicio"
            label="Primeiro dia na unidade"
            helperText="Em branco: hoje."
          />
        </DialogoDeFormulario>
      )}
    </>
  );
}
