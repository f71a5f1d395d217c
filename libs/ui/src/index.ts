export { AppTheme, themeModeStyleNames, type AppThemeProps } from './theme/AppTheme';
export { BRAND, createAppTheme } from './theme/createAppTheme';
export { useThemeMode, type ThemeMode, type ThemeModeState } from './theme/themeMode';
export { useHydrated } from './hooks/useHydrated';
export {
  CompanyLogo,
  logoSources,
  type CompanyLogoProps,
  type LogoImageUrls,
  type LogoSources,
} from './components/CompanyLogo';
export {
  JobCardHeader,
  type JobCardHeaderCompany,
  type JobCardHeaderProps,
} from './components/JobCardHeader';
export { jobTypeBadge } from './components/jobTypeBadge';
export { JobCard, type JobCardCompany, type JobCardJob, type JobCardProps } from './components/JobCard';
export {
  StatusBadge,
  TONES,
  TonePill,
  applicationStatusDisplay,
  darkToneText,
  toneFill,
  type StatusBadgeProps,
  type StatusDisplay,
  type StatusTone,
  type TonePillProps,
} from './components/StatusBadge';
export {
  PagedFooter,
  Pager,
  pageItems,
  type PagedFooterProps,
  type PageItem,
  type PagerProps,
} from './components/Pager';
export { CardGrid } from './components/CardGrid';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { OtpInput, otpDigits, type OtpInputProps } from './components/OtpInput';
export {
  ToastStack,
  type ToastMessage,
  type ToastSeverity,
  type ToastStackProps,
} from './components/ToastStack';
export { LazyConfirmDialog } from './components/lazyOverlays';
export {
  FilterBar,
  filterOptions,
  type FilterBarProps,
  type FilterDefinition,
  type FilterOption,
} from './components/FilterBar';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { MAIN_CONTENT_ID, SkipLink, type SkipLinkProps } from './components/SkipLink';
export { AccentScope, type AccentScopeProps } from './components/AccentScope';
export {
  StatTile,
  StatTileRow,
  type StatTileProps,
  type StatTileRowProps,
  type StatTileTone,
} from './components/StatTile';
export { JobStatusChip, jobStatusLabel, type JobStatusChipProps } from './components/JobStatusChip';
export { LoadingBlock, type LoadingBlockProps } from './components/LoadingBlock';
export { ErrorBlock, type ErrorBlockProps } from './components/ErrorBlock';
export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps } from './components/SearchField';
export { ImageButtons, type ImageButtonsProps } from './components/ImageButtons';
export {
  DetailFact,
  DetailHeader,
  DetailPage,
  DetailSection,
  type DetailFactProps,
  type DetailHeaderProps,
  type DetailPageProps,
} from './components/DetailParts';
export { SubmitButton, type SubmitButtonProps } from './components/SubmitButton';
export { UploadProgress, type UploadProgressProps } from './components/UploadProgress';
