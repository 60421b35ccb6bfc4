export { ActivityHead as Head } from '#components/site/ActivityHead.tsx';
