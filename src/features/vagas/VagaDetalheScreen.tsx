// /vagas/{id}: the vacancy loaded by its numeric id ('Carregando vaga...'): its funnel, partner and
// unit, the job (CBO, turno, hours, bolsa in R$), the profile asked for and its dates.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { Dado, SecaoDeDados, telaDoRegistro, type PaginaDoRegistro } from '../../shared/detalhe';
import { formatarData } from '../../shared/format';
import type { Vaga } from './api';
import { CabecalhoDaVaga } from './CabecalhoDaVaga';
import { CARREGAR_VAGA } from './carregarVaga';
import { Funil } from './Funil';
import { faixaEtaria, horasSemanais, reais, rotuloTurno } from './rotulos';

export const VagaDetalheScreen = telaDoRegistro(CARREGAR_VAGA, Detalhe);

function Detalhe({ registro: v }: PaginaDoRegistro<Vaga>) {
  return (
    <>
      <CabecalhoDaVaga vaga={v} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Funil vaga={v} />
        <SecaoDeDados titulo="Empresa e função">
          <Dado rotulo="Empresa">
            <Link component={RouterLink} to={`/empresas/${v.parceiro.id}/unidades`}>
              {v.parceiro.nome}
            </Link>
          </Dado>
          <Dado rotulo="Unidade">
            <Link component={RouterLink} to={`/empresas/${v.parceiro.id}/unidades/${v.unidade.id}`}>
              {v.unidade.nome}
            </Link>
            {v.unidade.municipio ? ` (${v.unidade.municipio})` : ''}
          </Dado>
          <Dado rotulo="Profissão (CBO)">{`${v.profissao.codigo} · ${v.profissao.nome}`}</Dado>
          <Dado rotulo="Quantidade">{v.quantidade}</Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="Jornada e bolsa">
          <Dado rotulo="Turno">{rotuloTurno(v.turno)}</Dado>
          <Dado rotulo="Carga horária">{horasSemanais(v.cargaHoraria)}</Dado>
          <Dado rotulo="Bolsa">{reais(v.valorBolsa)}</Dado>
          <Dado rotulo="Benefícios">{v.beneficios}</Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="Perfil">
          <Dado rotulo="Idade">{faixaEtaria(v.idadeMinima, v.idadeMaxima)}</Dado>
          <Dado rotulo="Escolaridade mínima">{v.grauEscolaridade?.nome ?? 'Qualquer'}</Dado>
          <Dado rotulo="Requisitos">{v.requisitos}</Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="Período">
          <Dado rotulo="Abertura">{formatarData(v.dataAbertura)}</Dado>
          <Dado rotulo="Encerramento">
            {v.dataEncerramento ? formatarData(v.dataEncerramento) : 'Sem data'}
          </Dado>
        </SecaoDeDados>
      </Box>
    </>
  );
}
