// One icon per menu entry, shared by the side menu and the dashboard shortcuts. Imported by path
// (never from the icons barrel), and never from navigation/index.ts, so icons stay out of the
// entry chunk and the sign-in screen.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FlagIcon from '@mui/icons-material/Flag';
import VerifiedIcon from '@mui/icons-material/Verified';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import GradingIcon from '@mui/icons-material/Grading';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SchoolIcon from '@mui/icons-material/School';
import SendIcon from '@mui/icons-material/Send';
import SummarizeIcon from '@mui/icons-material/Summarize';
import UpdateIcon from '@mui/icons-material/Update';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import type { CaminhoNoMenu } from './menu';

// Keyed by the menu's routes: an entry added to the menu without an icon does not compile.
const ICONES: Record<CaminhoNoMenu, SvgIconComponent> = {
  '/dashboard': DashboardIcon,
  '/aprendizes': SchoolIcon,
  '/aprendizes/situacoes': FlagIcon,
  '/educadores': CoPresentIcon,
  '/turmas': GroupsIcon,
  '/modulos': ViewModuleIcon,
  '/modulos/disciplinas': MenuBookIcon,
  '/modulos/planos': AssignmentIcon,
  '/modulos/cursos': AutoStoriesIcon,
  '/empresas': BusinessIcon,
  '/vagas': WorkIcon,
  '/encaminhamentos': SendIcon,
  '/contratos': DescriptionIcon,
  '/contratos/prorrogacoes': UpdateIcon,
  '/contratos/rescisoes': EventBusyIcon,
  '/frequencia': EventAvailableIcon,
  '/avaliacoes': GradingIcon,
  '/avaliacoes/notas': EditNoteIcon,
  '/avaliacoes/boletins': SummarizeIcon,
  '/beneficios': VolunteerActivismIcon,
  '/beneficios/vale-transporte': DirectionsBusIcon,
  '/beneficios/vale-alimentacao': RestaurantIcon,
  '/beneficios/pagamentos': PaymentsIcon,
  '/relatorios': AssessmentIcon,
  '/documentos': VerifiedIcon,
  '/estatisticas': BarChartIcon,
  '/usuarios': ManageAccountsIcon,
  '/admin/funcoes': AdminPanelSettingsIcon,
  '/admin/auditoria': HistoryIcon,
  '/admin/lgpd': PrivacyTipIcon,
  '/admin/salario-minimo': RequestQuoteIcon,
  '/admin/emails': EmailIcon,
  '/cadastros': ListAltIcon,
  '/cadastros/feriados': BeachAccessIcon,
};

export function IconeDaRota({ path }: { path: CaminhoNoMenu }) {
  const Icone = ICONES[path];
  return <Icone aria-hidden />;
}
