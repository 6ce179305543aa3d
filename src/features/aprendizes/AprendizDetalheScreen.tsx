// /aprendizes/{id}: the record's header (name, age, situação, actions) and its tabs; `?editar`
// turns the page into the edit form, `?aba=` keeps the open tab in the URL (reload, back, links).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { useConfirmacao } from '../../shared/dialogos';
import {
  AcoesDoRegistro,
  CabecalhoDoRegistro,
  PainelDaAba,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { formatarData } from '../../shared/format';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { AbaAfastamentos } from './AbaAfastamentos';
import { AcoesLgpd } from './AcoesLgpd';
import { AbaDados } from './AbaDados';
import { AbaDocumentos } from './AbaDocumentos';
import { AbaBeneficios } from './AbaBeneficios';
import { AbaFrequencia } from './AbaFrequencia';
import { AbaContratos } from './AbaContratos';
import { AbaTurmas } from './AbaTurmas';
import { AbaVagas } from './AbaVagas';
import { AbaHistorico } from './AbaHistorico';
import {
  useAprendizAtualizarMutation,
  useAprendizInativarMutation,
  useAprendizReativarMutation,
  type Aprendiz,
} from './api';
import { CARREGAR_APRENDIZ } from './carregarAprendiz';
import { deRegistro, paraCorpo } from './esquema';
import { FormularioAprendiz } from './FormularioAprendiz';

const ABAS = [
  { valor: 'dados', rotulo: 'Dados' },
  { valor: 'historico', rotulo: 'Histórico' },
  { valor: 'afastamentos', rotulo: 'Afastamentos' },
  // Candidacies and referrals: the way to a contract.
  { valor: 'vagas', rotulo: 'Vagas' },
  { valor: 'contratos', rotulo: 'Contratos' },
  { valor: 'turmas', rotulo: 'Turmas' },
  { valor: 'frequencia', rotulo: 'Frequência' },
  // Its own page (/aprendizes/{id}/avaliacoes: evaluations, grades, report card).
  { valor: 'avaliacoes', rotulo: 'Avaliações' },
  { valor: 'beneficios', rotulo: 'Benefícios' },
  // Certificates and declarations (issue 35).
  { valor: 'documentos', rotulo: 'Documentos' },
] as const;

export const AprendizDetalheScreen = telaDoRegistro(CARREGAR_APRENDIZ, Detalhe);

function Detalhe({ registro: aprendiz, recarregar }: PaginaDoRegistro<Aprendiz>) {
  const [busca] = useSearchParams();
  const { usuario } = useAuth();
  const podeEscrever = usuario?.permissoes.includes('aprendizes:escrever') ?? false;
  if (busca.has('editar') && podeEscrever) {
    return <Edicao aprendiz={aprendiz} recarregar={recarregar} />;
  }
  const podeLgpd = usuario?.permissoes.includes('lgpd:titular') ?? false;
  return (
    <Ficha
      aprendiz={aprendiz}
      podeEscrever={podeEscrever}
      podeLgpd={podeLgpd}
      recarregar={recarregar}
    />
  );
}

function Edicao({ aprendiz, recarregar }: { aprendiz: Aprendiz; recarregar: () => void }) {
  const navigate = useNavigate();
  const [atualizar] = useAprendizAtualizarMutation();
  const iniciais = useMemo(() => deRegistro(aprendiz), [aprendiz]);
  const voltar = () => void navigate(`/aprendizes/${aprendiz.id}`, { replace: true });
  return (
    <>
      <CabecalhoDaPagina titulo={`Editar ${aprendiz.nomeSocial ?? aprendiz.nome}`} />
      <FormularioAprendiz
        initialValues={iniciais}
        rotulos={aprendiz.rotulos}
        onSubmit={(valores) =>
          atualizar({
            id: aprendiz.id,
            body: { ...paraCorpo(valores), versao: aprendiz.versao },
          }).unwrap()
        }
        aoSalvar={voltar}
        aoCancelar={voltar}
        aoRecarregar={recarregar}
        mensagemDeSucesso="Alterações salvas."
      />
    </>
  );
}

function Ficha({
  aprendiz,
  podeEscrever,
  podeLgpd,
  recarregar,
}: {
  aprendiz: Aprendiz;
  podeEscrever: boolean;
  podeLgpd: boolean;
  recarregar: () => void;
}) {
  const [busca] = useSearchParams();
  const aba = ABAS.find((a) => a.valor === busca.get('aba')) ?? ABAS[0];
  const base = `/aprendizes/${aprendiz.id}`;

  return (
    <>
      <CabecalhoDoRegistro
        titulo={aprendiz.nomeSocial ?? aprendiz.nome}
        subtitulo={<Resumo aprendiz={aprendiz} />}
        acoes={
          (podeEscrever || podeLgpd) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {podeEscrever && <Acoes aprendiz={aprendiz} />}
              {podeLgpd && <AcoesLgpd aprendiz={aprendiz} onAnonimizado={recarregar} />}
            </Box>
          )
        }
        abas={{
          rotulo: 'Seções do aprendiz',
          atual: aba.valor,
          comPainel: true,
          rolavel: true,
          abas: ABAS.map((a) => ({
            rotulo: a.rotulo,
            valor: a.valor,
            para:
              a.valor === 'dados'
                ? base
                : a.valor === 'avaliacoes'
                  ? `${base}/avaliacoes`
                  : `${base}?aba=${a.valor}`,
          })),
        }}
      />
      <PainelDaAba valor={aba.valor}>
        {aba.valor === 'dados' && <AbaDados aprendiz={aprendiz} />}
        {aba.valor === 'historico' && <AbaHistorico id={aprendiz.id} />}
        {aba.valor === 'vagas' && <AbaVagas id={aprendiz.id} />}
        {aba.valor === 'contratos' && <AbaContratos id={aprendiz.id} />}
        {aba.valor === 'turmas' && <AbaTurmas aprendiz={aprendiz} />}
        {aba.valor === 'frequencia' && <AbaFrequencia id={aprendiz.id} />}
        {aba.valor === 'beneficios' && <AbaBeneficios id={aprendiz.id} />}
        {aba.valor === 'documentos' && <AbaDocumentos id={aprendiz.id} />}
        {aba.valor === 'avaliacoes' && <Navigate to={`${base}/avaliacoes`} replace />}
        {aba.valor === 'afastamentos' && (
          <AbaAfastamentos aprendiz={aprendiz} podeEscrever={podeEscrever} />
        )}
      </PainelDaAba>
    </>
  );
}

function Resumo({ aprendiz: a }: { aprendiz: Aprendiz }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <Typography component="span">{a.idade} anos</Typography>
      <Typography component="span" aria-hidden>
        ·
      </Typography>
      <Typography component="span">CPF {a.cpf}</Typography>
      <ChipSituacao nome={a.rotulos.situacao} cor={a.rotulos.situacaoCor} size="medium" />
      {!a.ativo && <Chip label="Inativo" color="error" />}
      {a.anonimizadoEm && (
        <Chip label={`Anonimizado em ${formatarData(a.anonimizadoEm)}`} variant="outlined" />
      )}
      {a.nomeSocial && (
        <Typography component="span" variant="body2" sx={{ width: '100%' }}>
          Nome civil: {a.nome}
        </Typography>
      )}
      {a.afastamentoAtual && (
        <Typography component="span" variant="body2" sx={{ width: '100%' }}>
          Afastado desde {formatarData(a.afastamentoAtual.dataInicio)} ({a.afastamentoAtual.motivo})
        </Typography>
      )}
    </Box>
  );
}

function Acoes({ aprendiz }: { aprendiz: Aprendiz }) {
  const confirmar = useConfirmacao();
  return (
    <AcoesDoRegistro
      ativo={aprendiz.ativo}
      podeEscrever
      argumento={{ id: aprendiz.id }}
      useInativar={useAprendizInativarMutation}
      useReativar={useAprendizReativarMutation}
      mensagens={{
        inativado: 'Aprendiz inativado.',
        inativacaoDesfeita: 'Inativação desfeita: o aprendiz está ativo de novo.',
        reativado: 'Aprendiz reativado.',
      }}
      editar={{ para: '?editar', principal: true, soAtivo: true }}
      confirmarInativacao={() =>
        confirmar({
          title: `Inativar ${aprendiz.nomeSocial ?? aprendiz.nome}?`,
          message:
            'O aprendiz sai das listas e das seleções, mas nada é apagado: você pode reativá-lo depois.',
          confirmLabel: 'Inativar',
          destructive: true,
        })
      }
    />
  );
}
