import { useMemo, useRef, useState, type ReactNode } from 'react';

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

import { APPLICANT_RATING_MAX, formatDate } from '@hireloop/schema';

import type { ApplicationStatus } from '../../../../gql/graphql';
import {
  BOARD_COLUMNS,
  boardAnnouncements,
  canMove,
  columnLabel,
  groupByStatus,
  READ_ONLY_COLUMN,
  SETTABLE_STATUSES,
} from '../../board';
import { RECRUITER_DATES } from '../../format';
import type { BoardApplicant as Applicant } from '../../hooks/useBoardApplicants';
import { applicantName } from '../ApplicantCard';
import { ScreeningResultChip } from '../ScreeningAnswers';

export interface ApplicantsBoardProps {
  applications: readonly Applicant[];
  /** How many skills the job lists (the cards show how many of them each applicant has). */
  jobSkillCount: number;
  selected: ReadonlySet<string>;
  onToggleSelected: (applicationId: string, selected: boolean) => void;
  /** A card was dropped on another status's column (the page confirms and changes it). */
  onMove: (application: Applicant, status: ApplicationStatus) => void;
  /** A change is being saved: no card moves meanwhile. */
  busy?: boolean;
}

interface CardData {
  name: string;
  status: ApplicationStatus;
}

/** The columns a keyboard drag steps through: those a card may be dropped on. */
const DROP_COLUMNS = SETTABLE_STATUSES;

function cardData(data: unknown): CardData {
  return data as CardData;
}

/**
 * The pipeline as a board: one column per status, a card per applicant. A card moves to another column by
 * mouse or touch (drag and drop) or by keyboard (space or enter on the card, left and right arrows between
 * columns, space or enter to drop, escape to cancel); the page asks for confirmation before the change.
 * Withdrawn applicants stay in their column, which takes no cards.
 */
export default function ApplicantsBoard({
  applications,
  jobSkillCount,
  selected,
  onToggleSelected,
  onMove,
  busy = false,
}: ApplicantsBoardProps) {
  const columns = useMemo(() => groupByStatus(applications), [applications]);
  const byId = useMemo(() => new Map(applications.map((a) => [a.id, a])), [applications]);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The column a keyboard drag is over (the arrow keys choose it), null for a pointer drag.
  const keyboardTarget = useRef<ApplicationStatus | null>(null);
  const dragFrom = useRef<ApplicationStatus | null>(null);

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (!step) return undefined;
    event.preventDefault();
    const current = keyboardTarget.current ?? dragFrom.current;
    const index = current ? DROP_COLUMNS.indexOf(current) : -1;
    const next = DROP_COLUMNS[Math.min(DROP_COLUMNS.length - 1, Math.max(0, index + step))];
    keyboardTarget.current = next;
    const rect = context.droppableRects.get(next);
    return rect ? { x: rect.left + 8, y: rect.top + 48 } : currentCoordinates;
  };

  const sensors = useSensors(
    // A click (on the checkbox, or to focus) is not a drag: the pointer must travel first.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    const target = keyboardTarget.current;
    if (target) return args.droppableContainers.filter((c) => c.id === target).map((c) => ({ id: c.id }));
    const under = pointerWithin(args);
    return under.length ? under : rectIntersection(args);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const { name, status } = cardData(active.data.current);
      return boardAnnouncements.pickedUp(name, status);
    },
    onDragOver: ({ active, over }) => {
      const { name, status } = cardData(active.data.current);
      return boardAnnouncements.over(name, over ? (over.id as ApplicationStatus) : null, status);
    },
    onDragEnd: ({ active, over }) => {
      const { name, status } = cardData(active.data.current);
      const to = over?.id as ApplicationStatus | undefined;
      return to && canMove(status, to)
        ? boardAnnouncements.moved(name, to)
        : boardAnnouncements.notMoved(name, status);
    },
    onDragCancel: ({ active }) => {
      const { name, status } = cardData(active.data.current);
      return boardAnnouncements.cancelled(name, status);
    },
  };

  const start = ({ active }: DragStartEvent) => {
    keyboardTarget.current = null;
    dragFrom.current = cardData(active.data.current).status;
    setActiveId(String(active.id));
  };
  const end = ({ active, over }: DragEndEvent) => {
    keyboardTarget.current = null;
    dragFrom.current = null;
    setActiveId(null);
    const application = byId.get(String(active.id));
    const to = over?.id as ApplicationStatus | undefined;
    if (application && to && canMove(application.status, to)) onMove(application, to);
  };
  const cancel = () => {
    keyboardTarget.current = null;
    dragFrom.current = null;
    setActiveId(null);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  const cardProps = (application: Applicant) => ({
    application,
    jobSkillCount,
    selected: selected.has(application.id),
    onToggleSelected,
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: boardAnnouncements.instructions },
      }}
    >
      <Box
        data-testid="applicants-board"
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}
      >
        {BOARD_COLUMNS.map((status) => (
          <BoardColumn key={status} status={status} count={columns.get(status)?.length ?? 0}>
            {(columns.get(status) ?? []).map((application) => (
              <DraggableCard key={application.id} {...cardProps(application)} disabled={busy} />
            ))}
          </BoardColumn>
        ))}
      </Box>
      <DragOverlay>{active ? <CardBody {...cardProps(active)} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}

function BoardColumn({
  status,
  count,
  children,
}: {
  status: ApplicationStatus;
  count: number;
  children: ReactNode;
}) {
  const readOnly = status === READ_ONLY_COLUMN;
  const { setNodeRef, isOver, active } = useDroppable({ id: status, disabled: readOnly });
  const label = columnLabel(status);
  const headingId = `board-column-${status.toLowerCase()}`;
  const from = active ? cardData(active.data.current).status : null;
  const highlight = isOver && from !== null && canMove(from, status);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status={status.toLowerCase()}
      sx={(theme) => ({
        flex: '0 0 232px',
        p: 1,
        minHeight: 160,
        bgcolor: highlight ? alpha(theme.palette.secondary.main, 0.12) : 'background.default',
        borderColor: highlight ? 'secondary.main' : undefined,
      })}
    >
      <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700, px: 0.5, pb: 1 }}>
        {label} ({count})
        {readOnly && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Set by applicants; cards stay here
          </Typography>
        )}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

interface CardProps {
  application: Applicant;
  jobSkillCount: number;
  selected: boolean;
  onToggleSelected: (applicationId: string, selected: boolean) => void;
}

function DraggableCard({ disabled, ...props }: CardProps & { disabled: boolean }) {
  const { application } = props;
  const name = applicantName(application.applicant);
  const readOnly = application.status === READ_ONLY_COLUMN;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: application.id,
    data: { name, status: application.status } satisfies CardData,
    disabled: disabled || readOnly,
  });
  return (
    <Box
      ref={(node: HTMLElement | null) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      {...(readOnly ? {} : attributes)}
      {...listeners}
      aria-label={`${name}, ${columnLabel(application.status)}`}
      data-testid="board-card"
      data-application={application.id}
      sx={{
        borderRadius: 1,
        opacity: isDragging ? 0.4 : 1,
        cursor: readOnly ? 'default' : 'grab',
        touchAction: readOnly ? undefined : 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <CardBody {...props} />
    </Box>
  );
}

function CardBody({
  application,
  jobSkillCount,
  selected,
  onToggleSelected,
  lifted = false,
}: CardProps & { lifted?: boolean }) {
  const name = applicantName(application.applicant);
  const readOnly = application.status === READ_ONLY_COLUMN;
  const rating = application.rating?.value ?? null;
  return (
    <Paper variant={lifted ? 'elevation' : 'outlined'} elevation={lifted ? 8 : 0} sx={{ p: 1.25 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {!readOnly && (
          <Checkbox
            size="small"
            checked={selected}
            onChange={(event) => onToggleSelected(application.id, event.target.checked)}
            // The checkbox's own keys and clicks select; they never start a drag.
            onPointerDown={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
            slotProps={{ input: { 'aria-label': `Select ${name}` } }}
            sx={{ p: 0.25, mt: -0.25 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {jobSkillCount > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid="skills-match">
              {application.matchedSkillCount} of {jobSkillCount} skills
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            Applied {formatDate(application.createdAt, RECRUITER_DATES)}
          </Typography>
          {rating !== null ? (
            <Rating
              size="small"
              readOnly
              value={rating}
              max={APPLICANT_RATING_MAX}
              aria-label={`Rated ${rating} of ${APPLICANT_RATING_MAX}`}
              data-testid="board-rating"
            />
          ) : (
            <Typography variant="caption" color="text.secondary" component="p">
              Not rated
            </Typography>
          )}
          <ScreeningResultChip
            result={application.screeningResult}
            autoRejected={application.autoRejected}
            sx={{ mt: 0.5 }}
          />
        </Box>
      </Stack>
    </Paper>
  );
}
