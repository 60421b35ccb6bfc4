import type { Config } from 'vike/types';

export default {
  description: 'This page does not exist. Find your way back to our safari packages, destinations and contact details.',
} satisfies Config;
