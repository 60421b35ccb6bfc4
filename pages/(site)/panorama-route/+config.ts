import type { Config } from 'vike/types';

export default {
  title: 'Panorama Route & Blyde River Canyon Tour | African Safari Tours',
  description:
    'A guided day on Mpumalanga’s Panorama Route: God’s Window, the Three Rondavels, Bourke’s Luck Potholes and waterfalls. $180 per person, 8-10 hours, daily.',
} satisfies Config;
