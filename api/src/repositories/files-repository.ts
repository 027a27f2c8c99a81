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
  async function create(file: NewFile, trx: Knex = db): Promise<number> {
    const [row] = await trx('files').insert(file).returning('id');
    return (row as { id: number }).id;
  }

  async function removeMany(ids: number[], trx: Knex = db): Promise<void> {
    if (ids.length > 0) await trx('files').whereIn('id', ids).delete();
  }

  return {
    create,
    removeMany,
    async findById(id: number): Promise<StoredFile | undefined> {
      return db<StoredFile>('files').where({ id }).first();
    },
    /** The file's name alone (an audit row names the file, without reading its bytes). */
    async nameOf(id: number, trx: Knex = db): Promise<string | undefined> {
      const row = await trx('files').where({ id }).first<{ name: string } | undefined>('name');
      return row?.name;
    },
    async remove(id: number, trx: Knex = db): Promise<void> {
      await removeMany([id], trx);
    },
    /**
     * Swaps the file a record points at (a profile picture, an avatar): stores `file`, lets
     * `pointAt` aim the record at it (answering the file id it held before) and deletes that
     * earlier file, all in `trx`, so no swap leaves an orphan file behind. Answers the new id.
     */
    async replace(
      file: NewFile,
      pointAt: (fileId: number) => Promise<number | null | undefined>,
      trx: Knex,
    ): Promise<number> {
      const fileId = await create(file, trx);
      const previous = await pointAt(fileId);
      if (previous && previous !== fileId) await removeMany([previous], trx);
      return fileId;
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
