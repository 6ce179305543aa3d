// What a tab of the apprentice's page shows to who may not read its domain (benefits, contracts,
// vacancies, attendance): the tab stays, saying why it is empty, and its query is never sent.
import Typography from '@mui/material/Typography';

/** `oQue`: 'os contratos', 'a frequência'. */
export function SemPermissaoNaAba({ oQue }: { oQue: string }) {
  return (
    <Typography color="text.secondary">
      Você não tem permissão para ver {oQue} deste aprendiz.
    </Typography>
  );
}
