/** Below 360 px the header has no room to spare (see Header and the player's area). */
export const NARROW = '@media (max-width: 359.95px)';
