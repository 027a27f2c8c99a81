import fp from 'fastify-plugin';
import {
  createAttendanceRepository,
  type AttendanceRepository,
} from '../../repositories/attendance-repository';

declare module 'fastify' {
  interface FastifyInstance {
    attendanceRepository: AttendanceRepository;
  }
}

export default fp(
  async function attendanceRepositoryPlugin(fastify) {
    fastify.decorate('attendanceRepository', createAttendanceRepository(fastify.db));
  },
  { name: 'attendance-repository', decorators: { fastify: ['db'] } },
);
