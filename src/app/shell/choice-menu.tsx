import type { ReactElement, ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';

export interface Choice {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  lang?: string;
  selected?: boolean;
  disabled?: boolean;
  /** A route to follow, another site's page (opened in a new tab), or an action to run. */
  to?: string;
  href?: string;
  onSelect?: () => void;
  dividerBefore?: boolean;
  /** A menu item of its own that the menu shows as it is and stays open for (the panic button). */
  control?: ReactElement;
  /** A route's choice: the page shown, or the section holding it (aria-current). */
  current?: 'page' | 'true';
}

/** A dropdown of choices under its button; closes after a pick. */
export default function ChoiceMenu(props: {
  anchor: HTMLElement;
  onClose: () => void;
  choices: Choice[];
}) {
  return (
    <Menu anchorEl={props.anchor} open onClose={props.onClose}>
      {props.choices.flatMap((choice) => {
        const body = (
          <>
            {choice.icon && <ListItemIcon>{choice.icon}</ListItemIcon>}
            {choice.label}
          </>
        );
        const pick = () => {
          props.onClose();
          choice.onSelect?.();
        };
        const current = choice.current ? { selected: true, 'aria-current': choice.current } : {};
        const item = choice.control ? (
          choice.control
        ) : choice.to ? (
          <MenuItem
            key={choice.key}
            component={RouterLink}
            to={choice.to}
            onClick={pick}
            {...current}
          >
            {body}
          </MenuItem>
        ) : choice.href ? (
          <MenuItem
            key={choice.key}
            component="a"
            href={choice.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={pick}
          >
            {body}
          </MenuItem>
        ) : (
          <MenuItem
            key={choice.key}
            lang={choice.lang}
            selected={choice.selected}
            disabled={choice.disabled}
            onClick={pick}
          >
            {body}
          </MenuItem>
        );
        return choice.dividerBefore ? [<Divider key={`${choice.key}-divider`} />, item] : [item];
      })}
    </Menu>
  );
}
