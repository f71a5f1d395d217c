import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AdminResolver } from './admin.resolver';
import { AdminService } from './admin.service';

@Module({ imports: [ApplicationsModule], providers: [AdminService, AdminResolver], exports: [AdminService] })
export class AdminModule {}
