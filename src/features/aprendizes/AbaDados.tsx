// The record, read-only, in the form's sections (what staff check before editing or printing).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatarData, mascararCep, mascararTelefone } from '../../shared/format';
import { TIPOS_DEFICIENCIA, TURNOS_ESCOLARES } from '../../shared/validation/aprendiz';
import type { Aprendiz } from './api';

const rotuloDe = (lista: readonly { valor: string; rotulo: string }[], valor: string | null) =>
  lista.find((t) => t.valor === valor)?.rotulo ?? valor;

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function Campo({ rotulo, valor }: { rotulo: string; valor: ReactNode }) {
  const vazio = valor === null || valor === undefined || valor === '';
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {vazio ? '—' : valor}
      </Typography>
    </Box>
  );
}

/** Free text across the whole section (not a label/value pair). */
function Texto({ children }: { children: ReactNode }) {
  return (
    <Typography component="dd" sx={{ gridColumn: '1 / -1', m: 0, whiteSpace: 'pre-wrap' }}>
      {children}
    </Typography>
  );
}

export function AbaDados({ aprendiz: a }: { aprendiz: Aprendiz }) {
  const e = a.endereco;
  const r = a.responsavel;
  const telefone = (t: string | null) => (t ? mascararTelefone(t) : null);
  // Contacts of a phone type come as digits; anything else (an e-mail) as typed.
  const contato = (valor: string) => (/^\d{10,11}$/.test(valor) ? mascararTelefone(valor) : valor);
  const semResponsavel = !r || [r.nome, r.cpf, r.parentesco, r.telefone].every((v) => !v);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Secao titulo="Dados pessoais">
        <Campo rotulo="Nome completo" valor={a.nome} />
        <Campo rotulo="Nome social" valor={a.nomeSocial} />
        <Campo
          rotulo="Data de nascimento"
          valor={`${formatarData(a.dataNascimento)} (${a.idade} anos)`}
        />
        <Campo rotulo="Gênero" valor={a.rotulos.genero} />
        <Campo rotulo="Estado civil" valor={a.rotulos.estadoCivil} />
        <Campo rotulo="Nacionalidade" valor={a.rotulos.nacionalidade} />
        <Campo rotulo="Naturalidade" valor={a.rotulos.naturalidade} />
        <Campo rotulo="Data de cadastro" valor={formatarData(a.dataCadastro)} />
        <Campo
          rotulo="Pessoa com deficiência"
          valor={a.pcd ? `Sim — ${rotuloDe(TIPOS_DEFICIENCIA, a.tipoDeficiencia) ?? ''}` : 'Não'}
        />
      </Secao>
      <Secao titulo="Documentos">
        <Campo rotulo="CPF" valor={a.cpf} />
        <Campo rotulo="RG" valor={a.rg} />
      </Secao>
      <Secao titulo="Escolaridade">
        <Campo rotulo="Grau de escolaridade" valor={a.rotulos.grauEscolaridade} />
        <Campo rotulo="Escola" valor={a.escola} />
        <Campo rotulo="Turno escolar" valor={rotuloDe(TURNOS_ESCOLARES, a.turnoEscolar)} />
      </Secao>
      <Secao titulo="Endereço">
        <Campo rotulo="CEP" valor={e.cep ? mascararCep(e.cep) : null} />
        <Campo
          rotulo="Logradouro"
          valor={[e.logradouro, e.numero, e.complemento].filter(Boolean).join(', ')}
        />
        <Campo rotulo="Bairro" valor={e.bairro} />
        <Campo rotulo="Município" valor={a.rotulos.municipio} />
        <Campo rotulo="Região" valor={a.rotulos.regiao} />
      </Secao>
      <Secao titulo="Contatos">
        <Campo rotulo="E-mail" valor={a.email} />
        <Campo rotulo="Telefone" valor={telefone(a.telefone)} />
        <Campo rotulo="Celular" valor={telefone(a.celular)} />
        {a.contatos.map((c, i) => (
          <Campo key={i} rotulo={c.tipoContato} valor={contato(c.valor)} />
        ))}
      </Secao>
      <Secao titulo="Responsável">
        {semResponsavel ? (
          <Texto>Nenhum responsável informado.</Texto>
        ) : (
          <>
            <Campo rotulo="Nome" valor={r.nome} />
            <Campo rotulo="CPF" valor={r.cpf} />
            <Campo rotulo="Parentesco" valor={r.parentesco} />
            <Campo rotulo="Telefone" valor={telefone(r.telefone)} />
          </>
        )}
      </Secao>
      <Secao titulo="Observações">
        <Texto>{a.observacoes ?? 'Sem observações.'}</Texto>
      </Secao>
    </Box>
  );
}
