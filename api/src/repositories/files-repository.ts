import type { Knex } from 'knex';

export interface StoredFile {
  id: number;
  name: string;
  mime_type: string;
  size: number;
  sha256: string;
  data: Buffer;
  created_at: Date;
}

export type NewFile = Omit<StoredFile, 'id' | 'created_at'>;

export function createFilesRepository(db: Knex) {
  return {
    async create(file: NewFile, trx: Knex = db): Promise<number> {
      const [row] = await trx('files').insert(file).returning('id');
      return (row as { id: number }).id;
    },
    async findById(id: number): Promise<StoredFile | undefined> {
      return db<StoredFile>('files').where({ id }).first();
    },
    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('files').where({ id }).delete();
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
