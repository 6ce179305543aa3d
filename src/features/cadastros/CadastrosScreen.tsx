// /cadastros: the eight registries whose rows fill the selects of the other screens, and the
// courses (managed with the curriculum, at /modulos/cursos, but looked for here too).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { CartaoComLink } from '../../shared/ui/CartaoComLink';

const REGISTROS = [
  {
    path: '/cadastros/conceitos',
    titulo: 'Conceitos',
    descricao: 'Faixas de nota (A, B, C...) usadas nos boletins.',
  },
  {
    path: '/modulos/cursos',
    titulo: 'Cursos',
    descricao: 'Cursos de aprendizagem: ocupação (CBO) e carga horária que os planos seguem.',
  },
  {
    path: '/cadastros/estado-civil',
    titulo: 'Estado civil',
    descricao: 'Opções de estado civil da ficha do aprendiz.',
  },
  {
    path: '/cadastros/feriados',
    titulo: 'Feriados e recessos',
    descricao:
      'Feriados municipais e recessos da organização, ao lado dos nacionais e estaduais calculados.',
  },
  {
    path: '/cadastros/genero',
    titulo: 'Gênero',
    descricao: 'Opções de gênero da ficha do aprendiz.',
  },
  {
    path: '/cadastros/grau-escolaridade',
    titulo: 'Grau de escolaridade',
    descricao: 'Níveis de escolaridade, na ordem em que aparecem nas listas.',
  },
  {
    path: '/cadastros/motivos-afastamento',
    titulo: 'Motivos de afastamento',
    descricao: 'Razões de um afastamento, com o fundamento de cada uma.',
  },
  {
    path: '/cadastros/nacionalidade',
    titulo: 'Nacionalidade',
    descricao: 'Nacionalidades aceitas no cadastro de aprendizes.',
  },
  {
    path: '/cadastros/regiao',
    titulo: 'Região',
    descricao: 'Regiões de atendimento em que os aprendizes são agrupados.',
  },
  {
    path: '/cadastros/tipos-contato',
    titulo: 'Tipos de contato',
    descricao: 'Formas de contato extras (WhatsApp, recado...) e como são conferidas.',
  },
] as const;

export function CadastrosScreen() {
  return (
    <>
      <CabecalhoDaPagina
        titulo="Cadastros auxiliares"
        subtitulo="As listas de opções usadas nos formulários. Inativar uma opção a tira das listas sem apagar o que já a usa."
      />
      <Box
        component="nav"
        aria-label="Cadastros auxiliares"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {REGISTROS.map((r) => (
          <CartaoComLink key={r.path} para={r.path}>
            <Typography variant="h6" component="h2" color="primary">
              {r.titulo}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.descricao}
            </Typography>
          </CartaoComLink>
        ))}
      </Box>
    </>
  );
}
