import type { TestProject } from 'vitest/node';
import { startCluster, type ClusterAddress } from '../../scripts/lib/postgres/cluster.ts';
import { createRoles } from '../../scripts/lib/postgres/supabase.ts';

/** Starts one throwaway cluster for the whole run and always stops it, also when tests fail. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  try {
    await createRoles(cluster);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('pg', { host: cluster.host, port: cluster.port, cron: cluster.cron });
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pg: ClusterAddress;
  }
}
