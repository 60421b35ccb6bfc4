/** What a cluster's web process sends its primary once it listens (server/cluster.ts, server/start.ts). */
export const WORKER_LISTENING = 'safari:web-process-listening';
