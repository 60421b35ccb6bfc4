/** Copy of the home page's safety, testimonials and Big Five sections (SPEC §2, §9 counts). */

export const safetyContent = {
  eyebrow: 'Safety First',
  heading: 'Your Safety Comes First',
  intro: 'With 25+ years of experience in the bush and a 100% safety record, we plan for the unexpected so you can simply enjoy the wild.',
  features: [
    { icon: 'medical', title: 'Medical Support', description: 'First-aid kits in every vehicle and guides trained in wilderness first aid and CPR.' },
    { icon: 'radio', title: 'Communication', description: 'Radio and satellite contact with our base and park rangers throughout every drive.' },
    { icon: 'compass', title: 'Expert Guidance', description: 'Professional guides who read animal behaviour and keep a respectful distance.' },
    { icon: 'shield', title: 'Insurance', description: 'Full operator liability cover, and help arranging travel insurance with evacuation.' },
    { icon: 'paw', title: 'Wildlife Safety', description: 'Clear briefings before every drive and walk, with armed, certified rangers on foot.' },
    { icon: 'vehicle', title: 'Vehicle Safety', description: 'Serviced 4x4 safari vehicles, checked before each trip, with experienced drivers.' },
    { icon: 'route', title: 'Route Planning', description: 'Itineraries planned around the season, road conditions and border crossing times.' },
    { icon: 'clock', title: '24/7 Support', description: 'Someone from the family is reachable day and night for as long as you travel.' },
  ],
  certificationsHeading: 'Certified and Prepared',
  certifications: [
    'Professional guide certification',
    'Wilderness first aid and CPR',
    'Firearms proficiency and safety',
    'Emergency response and evacuation',
  ],
};

export const testimonialsContent = {
  heading: 'What Our Travelers Say',
};

export const bigFiveContent = {
  eyebrow: 'Wildlife',
  heading: 'Meet the Big Five',
  intro: 'Once the hardest animals to track on foot, today the most thrilling to see. Our guides know where to look for each of them.',
  animals: [
    { name: 'Lion', fact: 'Prides of up to twenty rest by day and hunt as the light fades.', photoId: '1549366021-9f761d450615', alt: 'A male lion with a dark mane resting in the grass' },
    { name: 'Elephant', fact: 'The largest land animal, and a gentle matriarch leads every herd.', photoId: '1557050543-4d5f4e07ef46', alt: 'An elephant herd walking to the river' },
    { name: 'Buffalo', fact: 'Herds in their hundreds, and the bravest defenders of the savanna.', photoId: '1551316679-9c6ae9dec224', alt: 'A Cape buffalo bull looking straight at the camera' },
    { name: 'Leopard', fact: 'Shy and solitary: spotting one draped on a branch is a rare gift.', photoId: '1456926631375-92c8ce872def', alt: 'A leopard lying along the branch of a tree' },
    { name: 'Rhino', fact: 'Protected by rangers day and night, and slowly returning to the wild.', photoId: '1598894000396-bc30e0996899', alt: 'A white rhino grazing on an open plain' },
  ],
};
