// /configuracoes: the theme picker. Choosing applies at once (and is saved); light or dark always
// follows the system setting.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type ThemeKey } from '../../shared/theme';

export function ConfiguracoesScreen() {
  const { themeKey, setThemeKey, temas } = useTheme();

  return (
    <Stack spacing={3} component="section">
      <Typography variant="h4" component="h1">
        Configurações
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" id="titulo-tema">
          Tema de cores
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Escolha as cores do sistema. O modo claro ou escuro acompanha a configuração do seu
          computador ou celular.
        </Typography>
        <RadioGroup
          aria-labelledby="titulo-tema"
          value={themeKey}
          onChange={(e) => {
            setThemeKey(e.target.value as ThemeKey);
          }}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {temas.map((t) => {
            const escolhido = t.key === themeKey;
            return (
              <Box
                key={t.key}
                component="label"
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'flex-start',
                  p: 2,
                  borderRadius: 2,
                  cursor: 'pointer',
                  border: 2,
                  borderColor: escolhido ? 'primary.main' : 'divider',
                  '&:hover': { borderColor: escolhido ? 'primary.main' : 'text.secondary' },
                }}
              >
                <Radio
                  value={t.key}
                  slotProps={{ input: { 'aria-describedby': `tema-${t.key}-descricao` } }}
                  sx={{ p: 0.5 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box
                    className={t.previewClass}
                    aria-hidden
                    sx={{ height: 40, borderRadius: 1, mb: 1, border: 1, borderColor: 'divider' }}
                  />
                  <Typography sx={{ fontWeight: 600 }}>{t.name}</Typography>
                  <Typography id={`tema-${t.key}-descricao`} variant="body2" color="text.secondary">
                    {t.description}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </RadioGroup>
      </Paper>
    </Stack>
  );
}
