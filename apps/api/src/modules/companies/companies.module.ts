import { Module } from '@nestjs/common';
import { CompaniesResolver } from './companies.resolver';
import { CompaniesService } from './companies.service';

@Module({ providers: [CompaniesService, CompaniesResolver], exports: [CompaniesService] })
export class CompaniesModule {}
