// /contratos/{id}: the contract, loaded by its numeric id first ('Carregando contrato...'): its
// terms, partner and unit, values in R$, the timeline, and the actions Prorrogar and Rescindir (in
// dialogs with confirmation) or Encerrar when its término has passed.
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GavelIcon from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { caminhoDe } from '../../shared/navigation';
import { mensagemDeErro } from '../../shared/api/problema';
import {
  CabecalhoDoRegistro,
  Dado,
  SecaoDeDados,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { useConfirmacao } from '../../shared/dialogos';
import { formatarData } from '../../shared/format';
import { toast } from '../../shared/toast';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { emCurso, rotuloTipoContrato } from '../../shared/validation/contratos';
import { fgtsAprendizCentavos } from '../../shared/validation/legislacao';
import { useContratoEncerrarMutation, type Contrato } from './api';
import { CARREGAR_CONTRATO } from './carregarContrato';
import { LinhaDoTempo } from './LinhaDoTempo';
import { ProrrogarDialog } from './ProrrogarDialog';
import { RescindirDialog } from './RescindirDialog';
import { diasEmPalavras, horasSemanais, jornadaEmPalavras, meses, reais } from './rotulos';
import { ChipStatusContrato } from '../../shared/ui/ChipStatusContrato';

export const ContratoDetalheScreen = telaDoRegistro(CARREGAR_CONTRATO, Detalhe);

function Acoes({ contrato }: { contrato: Contrato }) {
  const [aberto, setAberto] = useState<'prorrogar' | 'rescindir' | null>(null);
  const [encerrar, { isLoading: encerrando }] = useContratoEncerrarMutation();
  const confirmar = useConfirmacao();
  const emVigor = emCurso(contrato.status);
  const rescindivel = emCurso(contrato.statusGravado);

  const encerrarAgora = async () => {
    const sim = await confirmar({
      title: `Encerrar o contrato ${contrato.numero}?`,
      message: `O contrato terminou em ${formatarData(contrato.Con_DataTermino)}. Ao encerrá-lo, ${contrato.aprendiz.nome} fica Concluído e a alocação na turma e a lotação terminam nessa data.`,
      confirmLabel: 'Encerrar',
    });
    if (!sim) return;
    const r = await encerrar({ body: { ids: [contrato.id] } });
    if (r.error) toast.error(mensagemDeErro(r.error));
    else toast.success(`Contrato ${contrato.numero} encerrado.`);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {emVigor && (
        <Button
          variant="outlined"
          startIcon={<EventRepeatIcon />}
          onClick={() => setAberto('prorrogar')}
        >
          Prorrogar
        </Button>
      )}
      {contrato.aguardandoEncerramento && (
        <Button
          variant="contained"
          startIcon={<EventBusyIcon />}
          disabled={encerrando}
          onClick={() => void encerrarAgora()}
        >
          Encerrar
        </Button>
      )}
      {rescindivel && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<GavelIcon />}
          onClick={() => setAberto('rescindir')}
        >
          Rescindir
        </Button>
      )}
      {aberto === 'prorrogar' && (
        <ProrrogarDialog contrato={contrato} onFechar={() => setAberto(null)} />
      )}
      {aberto === 'rescindir' && (
        <RescindirDialog contrato={contrato} onFechar={() => setAberto(null)} />
      )}
    </Box>
  );
}

function Detalhe({ registro: c }: PaginaDoRegistro<Contrato>) {
  const { temPermissao } = useAuth();
  return (
    <>
      <CabecalhoDoRegistro
        titulo={`Contrato ${c.numero}`}
        subtitulo={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            {c.aprendiz.nome} · {c.parceiro.nome} <ChipStatusContrato status={c.status} />
          </Box>
        }
        acoes={temPermissao('contratos:escrever') && <Acoes contrato={c} />}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SecaoDeDados titulo="Aprendiz, empresa e unidade">
          <Dado rotulo="Aprendiz">
            <Link component={RouterLink} to={`/aprendizes/${c.aprendiz.aprendizId}`}>
              {c.aprendiz.nome}
            </Link>
          </Dado>
          <Dado rotulo="CPF">{c.aprendiz.cpf}</Dado>
          <Dado rotulo="Situação do aprendiz">
            <ChipSituacao situacao={c.aprendiz.situacao} />
          </Dado>
          <Dado rotulo="Empresa">
            <Link component={RouterLink} to={`/empresas/${c.parceiro.id}/unidades`}>
              {c.parceiro.nome}
            </Link>
          </Dado>
          <Dado rotulo="Razão social">{c.parceiro.razaoSocial}</Dado>
          <Dado rotulo="Unidade">
            {c.unidade && (
              <Link
                component={RouterLink}
                to={`/empresas/${c.parceiro.id}/unidades/${c.unidade.id}`}
              >
                {c.unidade.nome}
              </Link>
            )}
          </Dado>
          {/* Back to where the contract came from (issue 32), for whoever may read vacancies. */}
          {c.vagaId !== null && temPermissao('vagas:ler') && (
            <Dado rotulo="Origem">
              <Link component={RouterLink} to={caminhoDe('/vagas/:id', { id: c.vagaId })}>
                Vaga nº {c.vagaId}
              </Link>
              {c.encaminhamentoId !== null && (
                <>
                  {' · '}
                  <Link
                    component={RouterLink}
                    to={caminhoDe('/vagas/:id/encaminhamentos', { id: c.vagaId })}
                  >
                    encaminhamento nº {c.encaminhamentoId}
                  </Link>
                </>
              )}
            </Dado>
          )}
        </SecaoDeDados>
        <SecaoDeDados titulo="Termos">
          <Dado rotulo="Tipo de contrato">{rotuloTipoContrato(c.Con_TipoContrato)}</Dado>
          <Dado rotulo="Início">{formatarData(c.Con_DataInicio)}</Dado>
          <Dado rotulo="Término">{formatarData(c.Con_DataTermino)}</Dado>
          <Dado rotulo="Duração">{meses(c.Con_Duracao)}</Dado>
          <Dado rotulo="Carga horária">{horasSemanais(c.Con_CargaHoraria)}</Dado>
          <Dado rotulo="Jornada da prática">
            {jornadaEmPalavras(c.Con_DiasPratica, c.Con_HoraEntrada, c.Con_HoraSaida)}
          </Dado>
          <Dado rotulo="Dias restantes">{diasEmPalavras(c.diasRestantes)}</Dado>
          <Dado rotulo="Profissão (CBO)">
            {c.profissao ? `${c.profissao.codigo} · ${c.profissao.nome}` : c.Con_CBO}
          </Dado>
          <Dado rotulo="Observações gerais">{c.Con_ObservacoesGerais}</Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="Valores">
          <Dado rotulo="Bolsa">{reais(c.Con_ValorBolsa)}</Dado>
          <Dado rotulo="Taxa">{reais(c.Con_ValorTaxa)}</Dado>
          <Dado rotulo="Encargos">{reais(c.Con_ValorEncargos)}</Dado>
          {c.Con_TipoContrato === 'A' && c.Con_ValorBolsa !== null && (
            <Dado rotulo="FGTS (2%, Lei 8.036, art. 15, § 7º)">
              {reais(fgtsAprendizCentavos(Math.round(c.Con_ValorBolsa * 100)) / 100)}
            </Dado>
          )}
          <Dado rotulo="Matrícula">{reais(c.Con_ValorMatricula)}</Dado>
        </SecaoDeDados>
        <LinhaDoTempo contrato={c} />
      </Box>
    </>
  );
}
