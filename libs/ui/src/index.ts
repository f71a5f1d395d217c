export { AppTheme, type AppThemeProps } from './theme/AppTheme';
export { BRAND, createAppTheme } from './theme/createAppTheme';
export {
  applyThemeMode,
  initialThemeMode,
  readStoredThemeMode,
  systemThemeMode,
  useThemeMode,
  type ThemeMode,
  type ThemeModeState,
} from './theme/themeMode';
export { CompanyLogo, type CompanyLogoProps } from './components/CompanyLogo';
export {
  JobCard,
  jobTypeBadge,
  type JobCardCompany,
  type JobCardJob,
  type JobCardProps,
} from './components/JobCard';
export {
  StatusBadge,
  applicationStatusDisplay,
  type StatusBadgeProps,
  type StatusDisplay,
  type StatusTone,
} from './components/StatusBadge';
export { Pager, pageItems, type PageItem, type PagerProps } from './components/Pager';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
