import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paragraphsOf } from '../../../machines/inbox/inbox-items.ts';
import { selectIsOpen, selectIsUnread } from '../../../machines/inbox/inbox.selectors.ts';
import type { InboxKind } from '../../../machines/shared/history.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { useInboxEvents, useInboxSelector } from './inbox-context.tsx';

export interface InboxItemView {
  kind: InboxKind;
  id: number;
  title: string;
  /** Plain text: shown as text, never as HTML. */
  text: string;
  createdAt: string;
  /** Kuruş; a notification's transaction, 0 when none. */
  amount?: number;
}

/** Read or unread, said in words with an icon (not by colour alone). */
function ReadState({ read }: { read: boolean }) {
  const Icon = read ? DraftsOutlinedIcon : MarkEmailUnreadIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.8125rem',
        fontWeight: read ? 400 : 700,
        color: read ? 'text.secondary' : 'primary.main',
      }}
    >
      <Icon fontSize="inherit" aria-hidden />
      <FormattedMessage id={read ? 'inbox.read' : 'inbox.unread'} />
    </Box>
  );
}

/** One notification or message: its header opens it (and marks it read when unread). */
export function InboxItem({ item }: { item: InboxItemView }) {
  const format = useFormat();
  const open = useInboxSelector((s) => selectIsOpen(s, item.kind, item.id));
  const read = !useInboxSelector((s) => selectIsUnread(s, item.kind, item.id));
  const { toggle } = useInboxEvents();
  const paragraphs = paragraphsOf(item.text);
  const panelId = `inbox-${item.kind}-${item.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        overflow: 'hidden',
        borderLeft: 4,
        borderLeftColor: read ? 'divider' : 'primary.main',
      }}
    >
      <Typography component="h3" sx={{ m: 0, fontSize: 'inherit' }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => toggle(item.kind, item.id)}
          sx={{
            width: '100%',
            p: { xs: 1.5, sm: 2 },
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gap: 1,
            textAlign: 'left',
            alignItems: 'start',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ReadState read={read} />
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {format.dateTime(item.createdAt)}
              </Box>
            </Box>
            <Box component="span" sx={{ fontWeight: read ? 500 : 800, overflowWrap: 'anywhere' }}>
              {item.title}
            </Box>
            {item.amount ? (
              <Box component="span" sx={{ fontSize: '0.875rem' }}>
                <FormattedMessage
                  id="inbox.amount"
                  values={{ amount: <MoneyText kurus={item.amount} exact /> }}
                />
              </Box>
            ) : null}
          </Box>
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Box
        id={panelId}
        sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}
      >
        {(open ? paragraphs : paragraphs.slice(0, 1)).map((paragraph, index) => (
          <Typography
            key={index}
            variant="body2"
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              ...(open
                ? {}
                : {
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }),
            }}
          >
            {paragraph}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
