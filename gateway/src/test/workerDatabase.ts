import { randomInt } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Gateway test files run side by side, one per worker. Each worker has its own copy of the database
 * global-setup migrated (`create database … template …` copies its files, far faster than migrating), so
 * files running at the same time never meet each other's rows, sign-in limits or counts; the files one
 * worker runs share its copy, one after another, as they all shared one database before.
 */
export async function workerDatabaseUrl(): Promise<string | null> {
  const template = inject('testDatabaseUrl');
  if (!template) return null;
  return copyOfTemplate(template, workerDatabaseName(template, process.env.VITEST_POOL_ID ?? '1'));
}

/** A fresh copy of the migrated template for one test file, dropped with it. */
export async function ownDatabase(template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `festa_iso_${Date.now()}_${randomInt(1_000_000)}`;
  const url = await copyOfTemplate(template, name);
  return {
    url,
    drop: async () => {
      await maintenance(template, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The worker copies' names: `<template>_w<pool id>`. */
export function workerDatabaseName(template: string, worker: string): string {
  return `${databaseName(template)}_w${worker}`;
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Runs statements on the server's maintenance database: PostgreSQL copies a template only while no one
 * is connected to it, so nothing that copies it may connect to the template itself.
 */
export async function maintenance<T = unknown>(
  template: string,
  ...statements: (string | { text: string; values: unknown[] })[]
): Promise<T[]> {
  const client = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
  await client.connect();
  try {
    const rows: T[] = [];
    for (const statement of statements) rows.push(...((await client.query(statement)).rows as T[]));
    return rows;
  } finally {
    await client.end();
  }
}

// Any number the other helpers do not use: copies are made one at a time (two at once from one template
// can fail with "source database is being accessed by other users").
const COPY_LOCK = 29_011;

async function copyOfTemplate(template: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
  await client.connect();
  try {
    // Held by this connection until it ends.
    await client.query('select pg_advisory_lock($1)', [COPY_LOCK]);
    const { rows } = await client.query<{ made: boolean }>(
      'select exists (select 1 from pg_database where datname = $1) as made',
      [name],
    );
    if (!rows[0]?.made) await client.query(`create database ${name} template ${databaseName(template)}`);
  } finally {
    await client.end();
  }
  return withDatabase(template, name);
}
